import { GroupsPanel } from '@/features/chat/components/groups-panel';
import { ContactsScreen } from '@/features/contacts/components/contacts-screen';
import { useFriendOptions } from '../use-friend-options';

export function ContactsRoute() {
  const friends = useFriendOptions();
  return <ContactsScreen groupsTab={<GroupsPanel friends={friends} />} />;
}
