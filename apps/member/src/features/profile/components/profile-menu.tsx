import { Bell, ChevronRight, CircleHelp, Settings, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const ITEMS = [
  { to: '/settings', label: '设置', note: '资料、通知与外观', icon: Settings },
  { to: '/privacy', label: '隐私设置', note: '谁能看到我、联系我', icon: Shield },
  { to: '/notifications', label: '消息通知', note: '推送、声音与勿扰', icon: Bell },
  { to: '/help', label: '帮助与支持', note: '常见问题与联系方式', icon: CircleHelp },
] as const;

export function ProfileMenu() {
  return (
    <Card className="overflow-hidden">
      <nav aria-label="个人中心菜单">
        <ul className="divide-y divide-line">
          {ITEMS.map(({ to, label, note, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex items-center gap-3 px-5 py-3.5 transition-colors hover:bg-surface-muted"
              >
                <Icon aria-hidden className="size-5 text-brand-700 dark:text-brand-300" />
                <span className="flex-1 font-medium text-ink">{label}</span>
                <span aria-hidden className="hidden text-xs text-ink-faint sm:inline">
                  {note}
                </span>
                <ChevronRight
                  aria-hidden
                  className="size-4 text-ink-faint transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
