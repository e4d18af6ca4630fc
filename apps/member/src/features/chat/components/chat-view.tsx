import type { User } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TaijiMark } from '@/components/ui/ornaments';
import { errorMessage } from '@/lib/api-error';
import { loadOlderMessages, type MessageTarget, useMessages } from '../api/get-messages';
import { useRecallMessage } from '../api/recall-message';
import type { SendTarget } from '../api/send-message';
import { useChatPresence } from '../hooks/use-chat-presence';
import { useMarkRead } from '../hooks/use-mark-read';
import { useSendMessage } from '../hooks/use-send-message';
import { useTypingSender } from '../hooks/use-typing-sender';
import { useUnsent } from '../hooks/use-unsent';
import { oldestSeq, withUnsent } from '../lib/message-log';
import type { BubbleOptions } from './message-bubble';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { TypingIndicator } from './typing-indicator';

function Loading() {
  return (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 bg-canvas">
      <TaijiMark className="size-10 animate-spin-slow text-brand-700/70 dark:text-brand-300/70" />
      <p className="text-sm tracking-widest text-ink-muted">加载聊天中...</p>
    </div>
  );
}

export interface ChatViewProps {
  me: User;
  /** Where the history lives and where new messages go. */
  view: MessageTarget;
  send: SendTarget;
  /** The room, once known (a private chat has none before its first message). */
  roomId: string | null;
  contactId: string | null;
  header: ReactNode;
  options: BubbleOptions;
  /** Someone is typing (groups and rooms show it under the messages). */
  typingText?: string | null;
  /** Shown instead of the history when it cannot be read (not a member, say), e.g. a join button. */
  refusal?: (error: unknown) => ReactNode;
}

/** One open conversation: header, history, input. Shared by the chat room and the conversation. */
export function ChatView({
  me,
  view,
  send,
  roomId,
  contactId,
  header,
  options,
  typingText,
  refusal,
}: ChatViewProps) {
  const client = useQueryClient();
  const query = useMessages(view);
  const sender = useSendMessage(view, send, me);
  const unsent = useUnsent(view);
  const recall = useRecallMessage(me.id);
  const typing = useTypingSender(roomId);
  useChatPresence(roomId, contactId);
  useMarkRead(roomId, query.data?.messages, me.id);

  const loadOlder = async () => {
    const oldest = query.data ? oldestSeq(query.data.messages) : null;
    if (oldest !== null) await loadOlderMessages(client, view, oldest);
  };

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError && !query.data) {
    body = refusal?.(query.error) ?? (
      <div className="flex flex-1 items-center justify-center bg-canvas">
        <EmptyState
          title="聊天加载失败"
          hint={errorMessage(query.error, '请检查网络后重试')}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void query.refetch()}
              pending={query.isFetching}
            >
              <RefreshCw aria-hidden className="size-4" />
              重试
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <MessageList
        messages={withUnsent(query.data?.messages ?? [], unsent, me.id)}
        me={me.id}
        hasOlder={query.data?.hasOlder ?? false}
        onLoadOlder={loadOlder}
        options={options}
        onRetry={sender.retry}
        onDiscard={sender.discard}
        onRecall={(messageId) => recall.mutate(messageId)}
        footer={typingText ? <TypingIndicator text={typingText} /> : null}
      />
    );
  }

  return (
    <section aria-label="聊天" className="flex h-full min-w-0 flex-1 flex-col bg-canvas">
      {header}
      {body}
      <MessageComposer
        pending={sender.pending}
        onTyping={typing.onInput}
        onSend={(text) => {
          typing.stop();
          return sender.send(text);
        }}
      />
    </section>
  );
}
