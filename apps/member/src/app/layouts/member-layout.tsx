import type { ReactNode } from 'react';
import { AppHeader } from './app-header';
import { SideNav } from './side-nav';
import { TabBar } from './tab-bar';

/** The signed-in frame: sidebar on wide screens, header, content, bottom tabs on phones. */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <SideNav />
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <AppHeader />
        <main className="mx-auto w-full max-w-5xl flex-1 px-4 pt-4 pb-[calc(5.5rem+env(safe-area-inset-bottom))] sm:px-6 lg:pt-6 lg:pb-10">
          {children}
        </main>
      </div>
      <TabBar />
    </div>
  );
}
