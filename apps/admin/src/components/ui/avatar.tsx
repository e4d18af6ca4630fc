import { useState } from 'react';
import { cn } from '@/lib/cn';

const DEFAULT_AVATAR = `${import.meta.env.BASE_URL}default-avatar.svg`;

type AvatarProps = { src: string | null; alt: string; className?: string };

/** Falls back to the drawn default avatar when there is no picture or it fails to load. */
export function Avatar({ src, alt, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR;
  return (
    <img
      src={usable}
      alt={alt}
      loading="lazy"
      onError={() => src && setFailedSrc(src)}
      className={cn(
        'size-10 shrink-0 rounded-full bg-brand-100 object-cover ring-1 ring-stone-200',
        className,
      )}
    />
  );
}
