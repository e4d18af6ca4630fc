import type { RecipientResult } from '@taishan/contracts';
import { BadgeCheck, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { RECIPIENT_SEARCH_MIN } from '../api/search-recipient';

/** What the live look-up found for the typed username (it starts at 2 characters). */
export function RecipientPreview({
  typed,
  recipient,
}: {
  typed: string;
  recipient: RecipientResult | null | undefined;
}) {
  if (typed.trim().length < RECIPIENT_SEARCH_MIN) {
    return <p className="text-xs text-ink-faint">输入至少{RECIPIENT_SEARCH_MIN}个字符查找道友</p>;
  }
  if (recipient === undefined) {
    return (
      <p className="flex items-center gap-1.5 text-xs text-ink-faint">
        <Spinner className="size-3.5" />
        正在查找道友...
      </p>
    );
  }
  if (!recipient) {
    return (
      <p role="status" className="text-xs font-medium text-red-600 dark:text-red-400">
        未找到该用户
      </p>
    );
  }
  return <RecipientCard recipient={recipient} />;
}

export function RecipientCard({ recipient }: { recipient: RecipientResult }) {
  return (
    <div
      role="status"
      aria-label="收款人信息"
      className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50/70 px-3 py-2.5 dark:border-brand-900 dark:bg-brand-950/30"
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
      >
        <UserRound className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">
          {recipient.nickname}
          <span className="ml-1.5 text-xs font-normal text-ink-faint">@{recipient.username}</span>
        </p>
        <p className="truncate text-xs text-ink-muted">
          {recipient.realName ? `实名：${recipient.realName}` : '未实名认证'}
        </p>
      </div>
      {recipient.isVerified && (
        <Badge tone="green">
          <BadgeCheck aria-hidden className="size-3.5" />
          已实名
        </Badge>
      )}
    </div>
  );
}
