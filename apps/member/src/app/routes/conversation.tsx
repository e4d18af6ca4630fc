import { useParams, useSearchParams } from 'react-router';
import { ConversationScreen } from '@/features/chat/components/conversation-screen';
import { useFriendOptions } from '../use-friend-options';

/** /conversation?contact=&name=, /conversation?group=, /conversation/{contactId}. */
export function ConversationRoute() {
  const { contactId } = useParams();
  const [params] = useSearchParams();
  const friends = useFriendOptions();
  return (
    <ConversationScreen
      contactId={contactId ?? params.get('contact')}
      groupId={params.get('group')}
      name={params.get('name')}
      friends={friends}
    />
  );
}
