import type { ReactNode } from 'react';
import { OfflineBanner } from '@/features/chat/components/offline-banner';
import { useRouteHandle } from '../use-route-handle';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';
import { TabBar } from './tab-bar';

/**
 * The signed-in frame: sidebar on wide screens, header, content, bottom tabs on phones. Chat pages
 * fill the screen's height and scroll inside; an open conversation on a phone takes the whole
 * screen with its own header and input (the tabs would sit where the input belongs).
 */
export function MemberLayout({ children }: { children: ReactNode }) {
  const layout = useRouteHandle().layout ?? 'page';

  if (layout === 'page') {
    return (
      <div className="min-h-dvh">
        <SideNav />
        <div className="flex min-h-dvh flex-col lg:pl-64">
          <OfflineBanner />
          <AppHeader />
          <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:px-6 lg:pt-6 lg:pb-10">
            {children}
          </main>
        </div>
        <TabBar />
      </div>
    );
  }

  const view = layout === 'chat-view';
  return (
    <div className="h-dvh overflow-hidden">
      <SideNav />
      <div className="flex h-dvh flex-col lg:pl-64">
        <OfflineBanner />
        <div className={view ? 'hidden lg:block' : undefined}>
          <AppHeader />
        </div>
        <main
          className={
            view
              ? 'min-h-0 w-full flex-1'
              : 'min-h-0 w-full flex-1 pb-[calc(3.75rem+env(safe-area-inset-bottom))] lg:pb-0'
          }
        >
          {children}
        </main>
      </div>
      {!view && <TabBar />}
    </div>
  );
}
