import { MessageCircleDashed } from 'lucide-react';
import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { dayKey, dayLabel } from '../lib/chat-time';
import type { LogMessage } from '../lib/message-log';
import { type BubbleOptions, MessageBubble, RecalledNotice } from './message-bubble';
import { ReportDialog } from './report-dialog';

/** A new run of bubbles (name and avatar again) after this long a pause. */
const RUN_GAP_MS = 5 * 60_000;
/** Closer than this to the top, older messages load; closer than this to the bottom, new ones follow. */
const EDGE_PX = 120;

/** Stable across a message's life: the unsent bubble and the stored message share it. */
const keyOf = (m: LogMessage) => (m.clientId ? `${m.senderId}:${m.clientId}` : m.id);

/** Where a key moves the focus among `count` messages from `index`; null for any other key. */
function nextMessageIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function startsRun(prev: LogMessage | undefined, m: LogMessage) {
  if (
    !prev ||
    prev.recalled ||
    prev.senderId !== m.senderId ||
    dayKey(prev.createdAt) !== dayKey(m.createdAt)
  )
    return true;
  return Date.parse(m.createdAt) - Date.parse(prev.createdAt) > RUN_GAP_MS;
}

/**
 * The scrolling history: opens at the newest message, follows new ones while the member is at the
 * bottom (always for their own), loads older ones when scrolled to the top without jumping. For the
 * keyboard it is one tab stop (the newest message, or the one last visited): the arrows, Home and
 * End move between messages, Enter or the context-menu key opens the message's menu.
 */
export function MessageList({
  messages,
  me,
  hasOlder,
  onLoadOlder,
  options,
  onRetry,
  onDiscard,
  onRecall,
  footer,
}: {
  messages: LogMessage[];
  me: string;
  hasOlder: boolean;
  onLoadOlder: () => Promise<unknown>;
  options: BubbleOptions;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onRecall: (messageId: string) => void;
  footer?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number }>({ height: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState<LogMessage | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const activeKey =
    focusKey !== null && messages.some((m) => keyOf(m) === focusKey)
      ? focusKey
      : ((messages.at(-1) && keyOf(messages.at(-1)!)) ?? null);

  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const target = event.target as HTMLElement;
    // Keys inside an open menu are the menu's.
    if (target.closest('[role="menu"]')) return;
    const item = target.closest<HTMLElement>('[data-message-key]');
    if (!item || !list.current) return;
    const items = [...list.current.querySelectorAll<HTMLElement>('[data-message-key]')];
    const next = nextMessageIndex(event.key, items.indexOf(item), items.length);
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
      return;
    }
    const opensMenu =
      event.key === 'Enter' || event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey);
    const message = messages.find((m) => keyOf(m) === item.dataset.messageKey);
    if (opensMenu && target === item && message && !message.recalled) {
      event.preventDefault();
      setMenuFor(message.id);
    }
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0];
    const last = messages.at(-1);
    const before = previous.current;
    if (before.firstId === undefined) {
      el.scrollTop = el.scrollHeight;
    } else if (first && first.id !== before.firstId && last?.id === before.lastId) {
      // Older messages went in above: keep the ones on screen where they were.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last && last.id !== before.lastId && (atBottom.current || last.senderId === me)) {
      el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    }
    previous.current = { firstId: first?.id, lastId: last?.id, height: el.scrollHeight };
  }, [messages, me]);

  // The input growing (emoji picker, a longer message, the phone keyboard) shrinks the list:
  // stay at the newest message when that is where the member was.
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    try {
      await onLoadOlder();
    } catch (error) {
      console.warn('加载更早的消息失败', error);
    } finally {
      setLoadingOlder(false);
    }
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // A short history that does not fill the screen cannot be scrolled up: load on.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasOlder && el.scrollHeight <= el.clientHeight) void loadOlder();
  }, [hasOlder, loadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) void loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-canvas pb-3 [scrollbar-gutter:stable]"
    >
      {hasOlder && (
        <div className="flex h-10 items-center justify-center text-xs text-ink-faint">
          {loadingOlder ? <Spinner /> : <span>上滑加载更早的消息</span>}
        </div>
      )}
      {messages.length === 0 ? (
        <EmptyState
          icon={<MessageCircleDashed className="size-7" />}
          title="还没有消息"
          hint="道友相逢，不妨先问声好"
          className="py-16"
        />
      ) : (
        <>
          <p id={hintId} className="sr-only">
            用上下方向键浏览消息，按回车键打开消息菜单
          </p>
          <ol
            ref={list}
            aria-label="消息列表"
            aria-describedby={hintId}
            onKeyDown={onListKeyDown}
            className="mx-auto max-w-3xl"
          >
            {messages.map((m, i) => {
              const prev = messages[i - 1];
              const newDay = !prev || dayKey(prev.createdAt) !== dayKey(m.createdAt);
              const key = keyOf(m);
              const roving = {
                itemKey: key,
                tabIndex: key === activeKey ? 0 : -1,
                onFocus: () => setFocusKey(key),
              } as const;
              const own = m.senderId === me;
              return (
                <Fragment key={key}>
                  {newDay && (
                    <li className="flex justify-center pt-4 pb-1">
                      <span className="rounded-full bg-surface-muted px-3 py-0.5 text-[0.7rem] text-ink-faint">
                        {dayLabel(m.createdAt)}
                      </span>
                    </li>
                  )}
                  {m.recalled ? (
                    <RecalledNotice message={m} own={own} roving={roving} />
                  ) : (
                    <MessageBubble
                      message={m}
                      own={own}
                      first={startsRun(prev, m)}
                      options={options}
                      roving={roving}
                      menuOpen={menuFor === m.id}
                      onMenuOpenChange={(open) => setMenuFor(open ? m.id : null)}
                      actions={{
                        onRetry: () => m.clientId && onRetry(m.clientId),
                        onDiscard: () => m.clientId && onDiscard(m.clientId),
                        onReport: () => setReporting(m),
                        onRecall: () => onRecall(m.id),
                      }}
                    />
                  )}
                </Fragment>
              );
            })}
          </ol>
        </>
      )}
      {footer}
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
