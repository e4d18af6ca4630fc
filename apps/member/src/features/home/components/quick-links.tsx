import { BookOpen, MessageCircle, Phone, Users } from 'lucide-react';
import { Link } from 'react-router';

const LINKS = [
  { to: '/chat', label: '聊天', icon: MessageCircle, tint: 'from-brand-400 to-brand-600' },
  { to: '/calls', label: '通话', icon: Phone, tint: 'from-emerald-400 to-emerald-600' },
  { to: '/contacts', label: '道友', icon: Users, tint: 'from-sky-400 to-sky-600' },
  { to: '/study', label: '典籍', icon: BookOpen, tint: 'from-rose-400 to-rose-600' },
] as const;

export function QuickLinks() {
  return (
    <nav aria-label="快捷入口" className="grid grid-cols-4 gap-3">
      {LINKS.map(({ to, label, icon: Icon, tint }) => (
        <Link
          key={to}
          to={to}
          className="group flex flex-col items-center gap-2 rounded-2xl border border-line bg-surface px-2 py-3.5 transition-all hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md hover:shadow-brand-900/5"
        >
          <span
            aria-hidden
            className={`flex size-11 items-center justify-center rounded-2xl bg-linear-to-br ${tint} text-white shadow-sm`}
          >
            <Icon className="size-5" />
          </span>
          <span className="text-sm font-medium text-ink">{label}</span>
        </Link>
      ))}
    </nav>
  );
}
