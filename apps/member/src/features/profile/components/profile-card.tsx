import type { User } from '@taishan/contracts';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CloudMotif } from '@/components/ui/ornaments';
import { AvatarUpload } from './avatar-upload';

export function ProfileCard({ user }: { user: User }) {
  return (
    <Card className="relative overflow-hidden">
      <div className="relative h-24 bg-linear-to-br from-brand-500 via-brand-700 to-brand-900">
        <CloudMotif className="absolute top-3 -left-4 w-40 text-white/15" />
        <CloudMotif className="absolute -right-6 bottom-1 w-48 -scale-x-100 text-white/15" />
      </div>
      <div className="-mt-14 flex flex-col items-center px-5 pb-6 text-center">
        <AvatarUpload user={user} />
        <h2 className="mt-3 font-serif text-2xl font-semibold tracking-wide text-ink">
          {user.nickname || user.username}
        </h2>
        <p className="text-sm text-ink-muted">@{user.username}</p>
        <div className="mt-3 flex flex-wrap justify-center gap-2">
          <Badge tone="green">
            <span aria-hidden className="size-1.5 rounded-full bg-emerald-500" />
            在线
          </Badge>
          <Badge>道友级别 · 初学者</Badge>
        </div>
        {user.bio && <p className="mt-3 max-w-sm text-sm leading-relaxed text-ink-muted">{user.bio}</p>}
        <Link to="/settings" className={buttonClasses('secondary', 'sm', 'mt-4 px-5')}>
          <PencilLine aria-hidden className="size-4" />
          编辑资料
        </Link>
      </div>
    </Card>
  );
}
