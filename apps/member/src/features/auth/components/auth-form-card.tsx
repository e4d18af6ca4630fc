import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

/** The frame shared by the login and register forms: back control, heading, body, switch link. */
export function AuthFormCard({
  title,
  subtitle,
  onBack,
  children,
  switchTo,
}: {
  title: string;
  subtitle: string;
  onBack: () => void;
  children: ReactNode;
  /** The link to the other form, after its question (还没有账号？ 去注册). */
  switchTo: { question: string; label: string; onSwitch: () => void };
}) {
  return (
    <div className="w-full max-w-sm animate-fade-in rounded-3xl border border-white/40 bg-surface/95 p-6 text-ink shadow-2xl shadow-black/30 backdrop-blur-md sm:p-7">
      <div className="mb-5 flex items-center gap-3">
        <button
          type="button"
          onClick={onBack}
          aria-label="返回"
          className="-ml-2 flex size-9 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
        <div>
          <h2 className="font-serif text-xl font-semibold tracking-wide">{title}</h2>
          <p className="text-xs text-ink-muted">{subtitle}</p>
        </div>
      </div>
      {children}
      <div className="mt-5 text-center text-sm text-ink-muted">
        {switchTo.question}
        <button
          type="button"
          onClick={switchTo.onSwitch}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          {switchTo.label}
        </button>
      </div>
    </div>
  );
}
