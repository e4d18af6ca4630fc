import { ChevronRight, IdCard, KeyRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, SectionTitle } from '@/components/ui/card';

function Row({
  icon,
  title,
  hint,
  status,
  action,
  onClick,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  status: ReactNode;
  action: string;
  onClick: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950/50 dark:text-brand-300"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {title}
          {status}
        </p>
        <p className="mt-0.5 truncate text-xs text-ink-faint">{hint}</p>
      </div>
      <button
        type="button"
        onClick={onClick}
        className="inline-flex h-9 shrink-0 items-center gap-0.5 rounded-full border border-brand-300 px-3 text-sm font-medium text-brand-800 transition-colors hover:bg-brand-50 dark:border-brand-800 dark:text-brand-200 dark:hover:bg-brand-950/40"
      >
        {action}
        <ChevronRight aria-hidden className="-mr-1 size-4" />
      </button>
    </li>
  );
}

/** The wallet's security settings: real-name verification and the transaction password. */
export function SecurityCard({
  isVerified,
  hasPassword,
  onVerify,
  onPassword,
}: {
  isVerified: boolean;
  hasPassword: boolean;
  onVerify: () => void;
  onPassword: () => void;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <SectionTitle>安全设置</SectionTitle>
      <ul className="mt-2 divide-y divide-line">
        <Row
          icon={<IdCard className="size-5" />}
          title="实名认证"
          hint="保障功德往来安全，认证信息加密保存"
          status={isVerified ? <Badge tone="green">已认证</Badge> : <Badge tone="neutral">未认证</Badge>}
          action="实名认证"
          onClick={onVerify}
        />
        <Row
          icon={<KeyRound className="size-5" />}
          title="交易密码"
          hint="转账和捐献时需验证交易密码"
          status={hasPassword ? <Badge tone="green">已设置</Badge> : <Badge tone="red">未设置</Badge>}
          action={hasPassword ? '修改交易密码' : '设置交易密码'}
          onClick={onPassword}
        />
      </ul>
    </Card>
  );
}
