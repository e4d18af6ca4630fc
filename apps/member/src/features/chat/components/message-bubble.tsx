import { recallNotice } from '@taishan/contracts';
import { type PointerEvent, useRef } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { messageTime } from '../lib/chat-time';
import type { LogMessage } from '../lib/message-log';
import { type MessageActions, MessageMenu } from './message-menu';
import { MessageStatus } from './message-status';

const LONG_PRESS_MS = 500;

export interface BubbleOptions {
  /** Label own messages 你 and others by nickname (the chat room), or others only (groups). */
  names: 'all' | 'others' | 'none';
  ticks: boolean;
}

/** What the message list needs to make a message one stop of its roving focus. */
export interface RovingItem {
  itemKey: string;
  tabIndex: 0 | -1;
  onFocus: () => void;
}

const itemClass =
  'rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500/60 focus-visible:ring-inset';

/** In place of a recalled message: "某某撤回了一条消息" (你 for the member's own). */
export function RecalledNotice({
  message,
  own,
  roving,
}: {
  message: LogMessage;
  own: boolean;
  roving: RovingItem;
}) {
  return (
    <li
      data-message-key={roving.itemKey}
      tabIndex={roving.tabIndex}
      onFocus={roving.onFocus}
      className={cn('mx-3 mt-3 flex justify-center py-1', itemClass)}
    >
      <span className="rounded-full bg-surface-muted px-3 py-0.5 text-xs text-ink-muted">
        {recallNotice(own ? '你' : message.senderName || '道友')}
      </span>
    </li>
  );
}

/**
 * One message. Own ones sit on the right in the theme colour, others on the left with their
 * avatar. A long press, a right click, Enter or the context-menu key (or the ⋯ button on hover)
 * opens the message's menu.
 */
export function MessageBubble({
  message: m,
  own,
  first,
  options,
  roving,
  menuOpen,
  onMenuOpenChange,
  actions,
}: {
  message: LogMessage;
  own: boolean;
  /** First of a run from the same sender: shows name and avatar. */
  first: boolean;
  options: BubbleOptions;
  roving: RovingItem;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  actions: MessageActions;
}) {
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current);
    press.current = null;
  };
  const startPress = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    press.current = setTimeout(() => onMenuOpenChange(true), LONG_PRESS_MS);
  };
  const name = own ? '你' : m.senderName || '道友';
  const showName = first && (options.names === 'all' || (options.names === 'others' && !own));

  return (
    <li
      data-own={own || undefined}
      data-message-key={roving.itemKey}
      tabIndex={roving.tabIndex}
      onFocus={(event) => {
        if (event.target === event.currentTarget) roving.onFocus();
      }}
      // A right click, or the context-menu key on the focused message, opens this menu instead of the browser's.
      onContextMenu={(event) => {
        event.preventDefault();
        onMenuOpenChange(true);
      }}
      className={cn(
        'group/message mx-1 flex items-end gap-2 px-2 py-0.5',
        itemClass,
        own ? 'flex-row-reverse' : '',
        first ? 'mt-2.5' : 'mt-0.5',
      )}
    >
      {!own && (
        <span className="w-9 shrink-0">
          {first && (
            <UserAvatar src={m.senderAvatar} name={m.senderName || '道友'} className="size-9 text-sm" />
          )}
        </span>
      )}
      <div
        className={cn('flex max-w-[78%] min-w-0 flex-col sm:max-w-[70%]', own ? 'items-end' : 'items-start')}
      >
        {showName && <span className="mb-1 px-1 text-xs text-ink-faint">{name}</span>}
        <div
          onPointerDown={startPress}
          onPointerUp={cancelPress}
          onPointerLeave={cancelPress}
          onPointerMove={cancelPress}
          className={cn(
            'rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap select-text',
            own
              ? 'rounded-br-md bg-linear-to-br from-brand-700 to-brand-800 text-white shadow-sm shadow-brand-900/15'
              : 'rounded-bl-md border border-line bg-surface text-ink shadow-[0_1px_2px_rgb(120_80_20/0.06)]',
            m.local === 'sending' && 'opacity-80',
            m.local === 'failed' && 'opacity-70',
          )}
        >
          {m.content}
        </div>
        <span className="mt-1 flex items-center gap-1.5 px-1 text-[0.7rem] text-ink-faint">
          <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
          {own && (
            <MessageStatus
              message={m}
              showTicks={options.ticks}
              onRetry={actions.onRetry}
              onDiscard={actions.onDiscard}
            />
          )}
        </span>
        {m.local === 'failed' && m.failure && (
          <span className="mt-0.5 px-1 text-xs text-red-700 dark:text-red-400">{m.failure}</span>
        )}
      </div>
      <MessageMenu open={menuOpen} onOpenChange={onMenuOpenChange} own={own} message={m} actions={actions} />
    </li>
  );
}
