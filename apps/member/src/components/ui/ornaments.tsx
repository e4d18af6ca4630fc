import { cn } from '@/lib/cn';

interface OrnamentProps {
  className?: string;
}

/** 太极: the dark half follows currentColor, the light half the surface behind it. */
export function TaijiMark({ className, light = 'var(--surface)' }: OrnamentProps & { light?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden className={className}>
      <circle cx="50" cy="50" r="48" fill={light} stroke="currentColor" strokeWidth="2" />
      <path d="M50 2a48 48 0 0 1 0 96a24 24 0 0 1 0-48a24 24 0 0 0 0-48z" fill="currentColor" />
      <circle cx="50" cy="26" r="7" fill="currentColor" />
      <circle cx="50" cy="74" r="7" fill={light} />
    </svg>
  );
}

/** 祥云: an auspicious cloud drawn as one continuous line of curls. */
export function CloudMotif({ className }: OrnamentProps) {
  return (
    <svg
      viewBox="0 0 160 64"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 52h132c8 0 14-5 14-11s-6-11-13-10c1-9-7-16-16-14-4-9-15-13-24-8-6-8-19-9-27-2-8-5-20-1-22 9-9-2-18 5-17 14-4-1-8 3-7 7" />
      <path d="M58 36c0-6 5-10 10-9s7 7 3 10-9 0-8-4" />
      <path d="M96 33c1-7 8-11 14-8s6 10 2 12-8-1-7-5" />
      <path d="M34 44c1-5 6-7 10-5s3 7 0 7" />
      <path d="M124 44c2-4 7-5 9-2s0 6-3 5" />
    </svg>
  );
}

/** A temple hall with double eaves, the app's loading and empty-state illustration. */
export function TempleSilhouette({ className }: OrnamentProps) {
  return (
    <svg viewBox="0 0 120 84" aria-hidden className={className} fill="currentColor">
      <path d="M60 2l3.5 5h-7z" />
      <rect x="35" y="10" width="50" height="2.6" rx="1.3" />
      <path d="M26 23c12-1.5 18-5.5 20-11h28c2 5.5 8 9.5 20 11 4 .5 7-1 9-4l-2.5 8.5H19.5L17 19c2 3 5 4.5 9 4z" />
      <rect x="37" y="27.5" width="46" height="7" rx="1" opacity=".75" />
      <path d="M13 44c15-1.5 21-5.5 23-10h48c2 4.5 8 8.5 23 10 4.5.4 8-1 10-4.5l-3 9H6l-3-9c2 3.5 5.5 4.9 10 4.5z" />
      <rect x="15" y="49" width="90" height="25" opacity=".18" />
      <g opacity=".85">
        <rect x="18" y="49" width="4" height="25" />
        <rect x="36" y="49" width="4" height="25" />
        <rect x="80" y="49" width="4" height="25" />
        <rect x="98" y="49" width="4" height="25" />
      </g>
      <path d="M50 74V60a10 10 0 0 1 20 0v14z" opacity=".9" />
      <rect x="9" y="74" width="102" height="3.5" rx="1" />
      <rect x="3" y="78.5" width="114" height="3.5" rx="1" />
    </svg>
  );
}

/** A cinnabar seal (印章) with one or more characters set vertically. */
export function SealMark({ text = '泰山宫', className }: OrnamentProps & { text?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex flex-col items-center justify-center rounded-md border-2 border-cinnabar bg-cinnabar/90 px-1 py-1 font-serif leading-none font-bold text-white shadow-sm ring-2 ring-cinnabar/30 ring-offset-1 ring-offset-transparent',
        className,
      )}
    >
      {[...text].map((char, index) => (
        <span key={index}>{char}</span>
      ))}
    </span>
  );
}

/** A line-drawn 太极 that sits among lucide icons (the 道 tab). */
export function TaijiIcon({ className }: OrnamentProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a5 5 0 0 1 0 10a5 5 0 0 0 0 10" />
      <circle cx="12" cy="7" r="1" fill="currentColor" />
      <circle cx="12" cy="17" r="1" />
    </svg>
  );
}
