import { ChevronRight, Landmark, ScrollText, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Card, SectionTitle } from '@/components/ui/card';

const LINKS = [
  { to: '/heritage/taishan-gong', title: '泰山宫传承', note: '宫观沿革与修持法脉', icon: Landmark },
  { to: '/heritage/daodejing', title: '道德经研习', note: '五千言章句与导读', icon: ScrollText },
  { to: '/heritage/stories', title: '道教故事', note: '仙真传说与修道典故', icon: Sparkles },
] as const;

export function HeritageLinks() {
  return (
    <Card className="p-5">
      <SectionTitle>文化传承</SectionTitle>
      <ul className="mt-3 divide-y divide-line">
        {LINKS.map(({ to, title, note, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group -mx-2 flex items-center gap-3 rounded-xl px-2 py-3 transition-colors hover:bg-surface-muted"
            >
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 dark:bg-brand-950/50 dark:text-brand-300 dark:ring-brand-900"
              >
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{title}</span>
                <span className="block truncate text-xs text-ink-muted">{note}</span>
              </span>
              <ChevronRight
                aria-hidden
                className="size-4 text-ink-faint transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
