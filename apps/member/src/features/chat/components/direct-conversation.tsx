import { useState } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useCurrentUser } from '@/lib/auth-provider';
import { useConnectionState } from '@/lib/realtime/realtime';
import { useConversations } from '../api/get-conversations';
import { useMessages } from '../api/get-messages';
import { useUser } from '../api/get-user';
import { useTypists } from '../hooks/use-typists';
import { ChatHeader } from './chat-header';
import { ChatView } from './chat-view';
import { ContactDetailsDialog } from './contact-details-dialog';

/** A private conversation with one member (/conversation?contact= or /conversation/{contactId}). */
export function DirectConversation({ contactId, name }: { contactId: string; name: string | null }) {
  const me = useCurrentUser();
  const user = useUser(contactId);
  const list = useConversations();
  const view = { kind: 'direct', contactId } as const;
  const log = useMessages(view);
  const [details, setDetails] = useState(false);
  const connected = useConnectionState() === 'connected';

  const entry = list.data?.find((c) => c.type === 'private' && c.participantId === contactId);
  const roomId = entry?.id ?? log.data?.messages.find((m) => !m.local && m.roomId)?.roomId ?? null;
  const typing = useTypists(roomId).some((t) => t.userId === contactId);
  const title = user.data?.nickname || name || entry?.participantName || '道友';
  const avatar = user.data?.avatar ?? user.data?.profileImageUrl ?? entry?.participantAvatar ?? null;
  const online = entry ? entry.isOnline : null;

  let subtitle: string | null = null;
  if (!connected) subtitle = '连接中...';
  else if (typing) subtitle = '对方正在输入...';
  else if (online !== null) subtitle = online ? '在线' : '离线';

  return (
    <>
      <ChatView
        me={me}
        view={view}
        send={{ kind: 'direct', contactId, roomId }}
        roomId={roomId}
        contactId={contactId}
        options={{ names: 'none', ticks: true }}
        header={
          <ChatHeader
            title={title}
            subtitle={
              subtitle && (
                <span className={typing ? 'text-brand-700 dark:text-brand-300' : undefined}>
                  {online && !typing && connected && (
                    <span
                      aria-hidden
                      className="mr-1.5 inline-block size-1.5 rounded-full bg-emerald-500 align-middle"
                    />
                  )}
                  {subtitle}
                </span>
              )
            }
            avatar={<UserAvatar src={avatar} name={title} className="size-10 text-base" />}
            onAvatarClick={() => setDetails(true)}
          />
        }
      />
      <ContactDetailsDialog
        user={user.data}
        online={online}
        open={details}
        onClose={() => setDetails(false)}
      />
    </>
  );
}
