import { type AppConfig, dialableNumber } from '@taishan/contracts';
import { Mail, PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const FEEDBACK_SUBJECT = '泰山宫意见反馈';

function ContactCard({
  icon,
  title,
  detail,
  note,
  href,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  note: string;
  /** Where tapping the card goes; without one the card only informs. */
  href?: string | undefined;
}) {
  const body = (
    <>
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-950 dark:text-brand-300"
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-ink">{title}</span>
        <span className="block text-sm break-all text-brand-800 dark:text-brand-300">{detail}</span>
        <span className="mt-0.5 block text-xs text-ink-muted">{note}</span>
      </span>
    </>
  );
  const frame = 'flex items-start gap-3 rounded-xl bg-surface-muted p-3.5';
  return (
    <li>
      {href ? (
        <a
          href={href}
          className={`${frame} transition-colors hover:bg-brand-50 focus-visible:outline-2 dark:hover:bg-brand-950/40`}
        >
          {body}
        </a>
      ) : (
        <div className={frame}>{body}</div>
      )}
    </li>
  );
}

/** 客服热线 and 邮件反馈 as tel: and mailto: links, from the gateway's configuration. */
export function ContactCards({ config, loading }: { config: AppConfig | undefined; loading: boolean }) {
  if (loading) {
    return (
      <div role="status" aria-label="加载联系方式" className="mt-3 grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
      </div>
    );
  }
  const phone = config?.support.phone ?? null;
  const email = config?.support.email ?? null;
  const hours = config?.support.hours ?? '';
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      <ContactCard
        icon={<PhoneCall className="size-4" />}
        title="客服热线"
        detail={phone ?? '暂未开通'}
        note={phone ? `${hours} 接听，点击拨打` : '热线开通后将在此显示'}
        href={phone ? `tel:${dialableNumber(phone)}` : undefined}
      />
      <ContactCard
        icon={<Mail className="size-4" />}
        title="邮件反馈"
        detail={email ?? '暂未开通'}
        note={email ? '点击写邮件，反馈意见与问题' : '反馈邮箱开通后将在此显示'}
        href={email ? `mailto:${email}?subject=${encodeURIComponent(FEEDBACK_SUBJECT)}` : undefined}
      />
    </ul>
  );
}
