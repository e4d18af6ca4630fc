import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { DailyQuote } from '@/features/home/components/daily-quote';
import { HeritageLinks } from '@/features/home/components/heritage-links';
import { HomeGreeting } from '@/features/home/components/home-greeting';
import { QuickLinks } from '@/features/home/components/quick-links';
import { useCurrentUser } from '@/lib/auth-provider';

export function HomeRoute() {
  const user = useCurrentUser();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:gap-6">
      <div className="space-y-4 lg:space-y-6">
        <HomeGreeting user={user} />
        <BannerCarousel />
        <QuickLinks />
      </div>
      <div className="space-y-4 lg:space-y-6">
        <DailyQuote />
        <HeritageLinks />
      </div>
    </div>
  );
}
