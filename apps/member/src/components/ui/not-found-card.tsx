import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from './button';
import { Card } from './card';
import { CloudMotif, TempleSilhouette } from './ornaments';

/** What an unknown route shows. */
export function NotFoundCard() {
  return (
    <Card className="relative mx-auto w-full max-w-md overflow-hidden px-6 py-10 text-center">
      <CloudMotif className="absolute -top-2 -right-10 w-40 text-brand-200 dark:text-brand-900/60" />
      <TempleSilhouette className="mx-auto w-28 text-brand-700/30 dark:text-brand-300/25" />
      <p
        aria-hidden
        className="mt-4 font-serif text-5xl font-bold tracking-widest text-brand-700/80 dark:text-brand-300/80"
      >
        404
      </p>
      <h2 className="mt-3 font-serif text-xl font-semibold text-ink">页面未找到</h2>
      <p className="mt-2 text-sm text-ink-muted">您访问的页面不存在</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6 px-6')}>
        <House aria-hidden className="size-4" />
        返回首页
      </Link>
    </Card>
  );
}
