import { Check, CheckCheck, Clock3 } from 'lucide-react';
import type { LogMessage } from '../lib/message-log';

/** The ticks of an own message: 发送中, 失败 with 重试, sent, delivered, read in blue. */
export function MessageStatus({
  message,
  showTicks,
  onRetry,
}: {
  message: LogMessage;
  showTicks: boolean;
  onRetry: () => void;
}) {
  if (message.local === 'sending') {
    return (
      <span className="inline-flex items-center gap-0.5 text-ink-faint">
        <Clock3 aria-hidden className="size-3" />
        <span className="sr-only">发送中</span>
      </span>
    );
  }
  if (message.local === 'failed') {
    return (
      <span className="inline-flex items-center gap-1.5">
        <span className="font-medium text-red-600 dark:text-red-400">失败</span>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full border border-red-300 px-2 py-0.5 text-[0.7rem] font-medium text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
        >
          重试
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
