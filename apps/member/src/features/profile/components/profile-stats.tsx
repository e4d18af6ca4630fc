import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

/**
 * The profile's stat tiles. Only the friend count has a source so far; merit, days
 * practised and donations join when their services exist (absent rather than made up).
 */
export function ProfileStats({ friendsCount }: { friendsCount: number | undefined }) {
  return (
    <Card className="p-2">
      <ul aria-label="统计" className="grid grid-cols-1">
        <li>
          <Link
            to="/contacts"
            className="flex items-center gap-4 rounded-xl px-3 py-3 transition-colors hover:bg-surface-muted"
          >
            <span
              aria-hidden
              className="flex size-11 items-center justify-center rounded-2xl bg-linear-to-br from-sky-400 to-sky-600 text-white shadow-sm"
            >
              <UsersRound className="size-5" />
            </span>
            <span className="flex-1 text-sm text-ink-muted">好友</span>
            <span className="font-serif text-2xl font-semibold text-ink tabular-nums">
              {friendsCount ?? '—'}
            </span>
          </Link>
        </li>
      </ul>
    </Card>
  );
}
