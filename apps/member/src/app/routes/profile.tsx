import { LogoutButton } from '@/features/auth/components/logout-button';
import { useFriends } from '@/features/contacts/api/get-friends';
import { ContactInfo } from '@/features/profile/components/contact-info';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { ProfileStats } from '@/features/profile/components/profile-stats';
import { useCurrentUser } from '@/lib/auth-provider';
import { useCurrentUserQuery } from '@/lib/current-user';

export function ProfileRoute() {
  // Read afresh as the page opens; the read replaces the stored copy shown until it is back.
  useCurrentUserQuery();
  const user = useCurrentUser();
  const friends = useFriends();
  return (
    <div className="mx-auto grid max-w-4xl items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-6">
      <div className="space-y-4">
        <ProfileCard user={user} />
        <ProfileStats friendsCount={friends.data?.length} />
      </div>
      <div className="space-y-4">
        <ContactInfo user={user} />
        <ProfileMenu />
        <LogoutButton className="w-full" />
      </div>
    </div>
  );
}
