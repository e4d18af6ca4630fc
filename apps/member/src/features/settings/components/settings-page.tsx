import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useCurrentUserQuery } from '@/lib/current-user';
import { AppearanceSection } from './appearance-section';
import { NotificationSection } from './notification-section';
import { PrivacySection } from './privacy-section';
import { ProfileSection } from './profile-section';
import { WithSettings } from './settings-state';

/** The profile form starts from the profile as the server has it now, not the copy in the browser. */
function FreshProfileSection() {
  const me = useCurrentUserQuery();
  if (me.data && me.isFetchedAfterMount) return <ProfileSection user={me.data} />;
  if (me.isError && !me.isFetching) {
    return (
      <Card className="p-6 text-center">
        <p className="font-medium text-ink">个人资料加载失败</p>
        <p className="mt-1 text-sm text-ink-muted">{errorMessage(me.error, '请检查网络后重试')}</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void me.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          重试
        </Button>
      </Card>
    );
  }
  return (
    <Card className="space-y-4 p-5" aria-busy>
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
      <Skeleton className="h-24 w-full rounded-xl" />
    </Card>
  );
}

export function SettingsPage() {
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <FreshProfileSection />
        <WithSettings rows={3}>{(settings) => <AppearanceSection settings={settings} />}</WithSettings>
      </div>
      <div className="space-y-4">
        <WithSettings rows={8}>{(settings) => <NotificationSection settings={settings} />}</WithSettings>
        <WithSettings rows={4}>{(settings) => <PrivacySection settings={settings} />}</WithSettings>
      </div>
    </div>
  );
}
