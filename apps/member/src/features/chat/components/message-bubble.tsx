import { type PointerEvent, useRef } from 'react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';
import { messageTime } from '../lib/chat-time';
import type { LogMessage } from '../lib/message-log';
import { MessageMenu } from './message-menu';
import { MessageStatus } from './message-status';

const LONG_PRESS_MS = 500;

export interface BubbleOptions {
  /** Label own messages 你 and others by nickname (the chat room), or others only (groups). */
  names: 'all' | 'others' | 'none';
  ticks: boolean;
}

/**
 * One message. Own ones sit on the right in the theme colour, others on the left with their
 * avatar. A long press (or the ⋯ button on hover) opens the message's menu.
 */
export function MessageBubble({
  message: m,
  own,
  first,
  options,
  menuOpen,
  onMenuOpenChange,
  onRetry,
  onReport,
}: {
  message: LogMessage;
  own: boolean;
  /** First of a run from the same sender: shows name and avatar. */
  first: boolean;
  options: BubbleOptions;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onRetry: () => void;
  onReport: () => void;
}) {
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stored = !m.local;
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current);
    press.current = null;
  };
  const startPress = (event: PointerEvent) => {
    if (!stored || event.pointerType === 'mouse') return;
    press.current = setTimeout(() => onMenuOpenChange(true), LONG_PRESS_MS);
  };
  const name = own ? '你' : m.senderName || '道友';
  const showName = first && (options.names === 'all' || (options.names === 'others' && !own));

  return (
    <li
      data-own={own || undefined}
      className={cn(
        'group/message flex items-end gap-2 px-3',
        own ? 'flex-row-reverse' : '',
        first ? 'mt-3' : 'mt-1',
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
          onContextMenu={(event) => {
            if (!stored) return;
            event.preventDefault();
            onMenuOpenChange(true);
          }}
          onPointerDown={startPress}
          onPointerUp={cancelPress}
          onPointerLeave={cancelPress}
          onPointerMove={cancelPress}
          className={cn(
            'rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap select-text',
            own
              ? 'rounded-br-md bg-linear-to-br from-brand-500 to-brand-700 text-white shadow-sm shadow-brand-900/15'
              : 'rounded-bl-md border border-line bg-surface text-ink shadow-[0_1px_2px_rgb(120_80_20/0.06)]',
            m.local === 'failed' && 'opacity-70',
          )}
        >
          {m.content}
        </div>
        <span className="mt-1 flex items-center gap-1.5 px-1 text-[0.7rem] text-ink-faint">
          <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
          {own && <MessageStatus message={m} showTicks={options.ticks} onRetry={onRetry} />}
        </span>
      </div>
      {stored && (
        <MessageMenu
          open={menuOpen}
          onOpenChange={onMenuOpenChange}
          own={own}
          content={m.content}
          onReport={onReport}
        />
      )}
    </li>
  );
}
