import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { NotFoundCard } from '@/components/ui/not-found-card';
import { useAdminSession } from '@/lib/admin-session';
import { AdminShell } from '../layouts/admin-layout';

const linkClass =
  'inline-flex h-10 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800';

export function NotFoundRoute() {
  const session = useAdminSession();
  const back = (
    <Link to={session ? '/users' : '/'} className={linkClass}>
      <ArrowLeft aria-hidden className="size-4" />
      {session ? '返回会员管理' : '返回登录'}
    </Link>
  );
  if (!session) {
    return (
      <main className="flex min-h-dvh items-center justify-center px-5">
        <NotFoundCard action={back} />
      </main>
    );
  }
  return (
    <AdminShell>
      <div className="pt-10">
        <NotFoundCard action={back} />
      </div>
    </AdminShell>
  );
}
