import { Check, CheckCheck, Clock3 } from 'lucide-react';
import type { LogMessage } from '../lib/message-log';

const actionClass =
  'rounded-full border px-2 py-0.5 text-[0.7rem] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500/60 focus-visible:outline-none';

/**
 * The ticks of an own message: 发送中 (kept on the device until it goes), 失败 with 重试 and 删除,
 * sent, delivered, read in blue. The buttons are out of the Tab order: the message list is one tab
 * stop and its menu offers the same actions.
 */
export function MessageStatus({
  message,
  showTicks,
  onRetry,
  onDiscard,
}: {
  message: LogMessage;
  showTicks: boolean;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  if (message.local === 'sending') {
    return (
      <span className="inline-flex items-center gap-1 text-ink-muted">
        <Clock3 aria-hidden className="size-3" />
        发送中
      </span>
    );
  }
  if (message.local === 'failed') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span className="font-medium text-red-700 dark:text-red-400">失败</span>
        <button
          type="button"
          tabIndex={-1}
          onClick={onRetry}
          className={`${actionClass} border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40`}
        >
          重试
        </button>
        <button
          type="button"
          tabIndex={-1}
          onClick={onDiscard}
          className={`${actionClass} border-line text-ink-muted hover:bg-surface-muted`}
        >
          删除
        </button>
      </span>
    );
  }
  if (!showTicks) return null;
  if (message.status === 'read') {
    return <CheckCheck role="img" aria-label="已读" className="size-3.5 text-sky-500" />;
  }
  if (message.status === 'delivered') {
    return <CheckCheck role="img" aria-label="已送达" className="size-3.5 text-ink-faint" />;
  }
  return <Check role="img" aria-label="已发送" className="size-3.5 text-ink-faint" />;
}
