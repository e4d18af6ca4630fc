import { MessageCircleDashed } from 'lucide-react';
import { Fragment, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { dayKey, dayLabel } from '../lib/chat-time';
import type { LogMessage } from '../lib/message-log';
import { type BubbleOptions, MessageBubble } from './message-bubble';
import { ReportDialog } from './report-dialog';

/** A new run of bubbles (name and avatar again) after this long a pause. */
const RUN_GAP_MS = 5 * 60_000;
/** Closer than this to the top, older messages load; closer than this to the bottom, new ones follow. */
const EDGE_PX = 120;

function startsRun(prev: LogMessage | undefined, m: LogMessage) {
  if (!prev || prev.senderId !== m.senderId || dayKey(prev.createdAt) !== dayKey(m.createdAt)) return true;
  return Date.parse(m.createdAt) - Date.parse(prev.createdAt) > RUN_GAP_MS;
}

/**
 * The scrolling history: opens at the newest message, follows new ones while the member is at the
 * bottom (always for their own), loads older ones when scrolled to the top without jumping.
 */
export function MessageList({
  messages,
  me,
  hasOlder,
  onLoadOlder,
  options,
  onRetry,
  footer,
}: {
  messages: LogMessage[];
  me: string;
  hasOlder: boolean;
  onLoadOlder: () => Promise<unknown>;
  options: BubbleOptions;
  onRetry: (clientId: string) => void;
  footer?: ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId?: string; lastId?: string; height: number }>({ height: 0 });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [reporting, setReporting] = useState<LogMessage | null>(null);

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
        <ol aria-label="消息列表" className="mx-auto max-w-3xl">
          {messages.map((m, i) => {
            const prev = messages[i - 1];
            const newDay = !prev || dayKey(prev.createdAt) !== dayKey(m.createdAt);
            return (
              <Fragment key={m.clientId ? `${m.senderId}:${m.clientId}` : m.id}>
                {newDay && (
                  <li className="flex justify-center pt-4 pb-1">
                    <span className="rounded-full bg-surface-muted px-3 py-0.5 text-[0.7rem] text-ink-faint">
                      {dayLabel(m.createdAt)}
                    </span>
                  </li>
                )}
                <MessageBubble
                  message={m}
                  own={m.senderId === me}
                  first={startsRun(prev, m)}
                  options={options}
                  menuOpen={menuFor === m.id}
                  onMenuOpenChange={(open) => setMenuFor(open ? m.id : null)}
                  onRetry={() => m.clientId && onRetry(m.clientId)}
                  onReport={() => setReporting(m)}
                />
              </Fragment>
            );
          })}
        </ol>
      )}
      {footer}
      <ReportDialog message={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}
