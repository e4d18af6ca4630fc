import { cn } from '@/lib/cn';

/** The console's emblem: Mount Tai under the morning sun, drawn in the temple amber. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" fill="#b45309" />
      <path d="M10 46 26 22l7 10 5-6 16 20z" fill="#fde68a" />
      <path d="M26 22l7 10-4 5-6-6z" fill="#fffbeb" />
      <circle cx="45" cy="17" r="5" fill="#fef3c7" />
    </svg>
  );
}
