import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';

/** Unknown routes show this card. */
export function NotFoundCard({ action }: { action?: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-stone-200">
      <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Compass aria-hidden className="size-8" />
      </div>
      <h1 className="text-xl font-semibold text-stone-900">页面未找到</h1>
      <p className="mt-2 text-sm text-stone-600">您访问的页面不存在</p>
      {action && <div className="mt-6 flex justify-center">{action}</div>}
    </div>
  );
}
