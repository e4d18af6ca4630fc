import type { User } from '@taishan/contracts';
import { CloudMotif, SealMark } from '@/components/ui/ornaments';
import { addressOf, greetingFor } from '../lib/greeting';
import { lunarDate } from '../lib/lunar-date';

export function HomeGreeting({ user }: { user: User }) {
  const now = new Date();
  const { greeting, line } = greetingFor(now);
  const name = user.nickname || user.username;
  const solar = new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', weekday: 'long' }).format(
    now,
  );
  const lunar = lunarDate(now);
  return (
    <section
      aria-label="问候"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 px-5 py-5 text-white shadow-lg shadow-brand-900/20"
    >
      <CloudMotif className="absolute -right-6 -bottom-3 w-44 text-white/15" />
      <CloudMotif className="absolute top-2 right-24 w-20 text-white/10" />
      <div className="relative flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-brand-50">{greeting}，</p>
          <h2 className="mt-0.5 truncate font-serif text-2xl font-semibold tracking-wide">
            {addressOf(name)}
          </h2>
          <p className="mt-2 text-sm text-brand-50">{line}</p>
        </div>
        <SealMark text="福生" className="shrink-0 text-sm" />
      </div>
      <p className="relative mt-4 flex flex-wrap gap-x-3 gap-y-1 text-xs text-brand-50">
        <span>{solar}</span>
        {lunar && <span>农历 {lunar}</span>}
      </p>
    </section>
  );
}
