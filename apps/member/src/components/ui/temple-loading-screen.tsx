import { CloudMotif, TaijiMark, TempleSilhouette } from './ornaments';

/** Shown while the app checks whether this browser holds a session. */
export function TempleLoadingScreen({ text = '正在加载泰山宫...' }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-canvas px-6"
    >
      <CloudMotif className="absolute -left-6 top-16 w-48 text-brand-300/60 dark:text-brand-800/50" />
      <CloudMotif className="absolute -right-8 bottom-24 w-56 -scale-x-100 text-brand-300/50 dark:text-brand-800/40" />
      <div className="relative flex flex-col items-center">
        <div className="relative mb-2">
          <div className="absolute inset-0 -z-10 scale-150 rounded-full bg-brand-200/40 blur-2xl dark:bg-brand-900/30" />
          <TaijiMark className="size-14 animate-spin-slow text-brand-800 dark:text-brand-300" />
        </div>
        <TempleSilhouette className="w-44 text-brand-800/90 dark:text-brand-300/90" />
        <p className="mt-6 font-serif text-lg tracking-[0.3em] text-brand-900 dark:text-brand-200">{text}</p>
        <p className="mt-2 text-xs tracking-[0.4em] text-ink-faint">道法自然</p>
      </div>
    </div>
  );
}
