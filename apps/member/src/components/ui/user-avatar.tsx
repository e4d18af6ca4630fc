import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The member's picture, or the first character of their name on a warm gradient. */
export function UserAvatar({
  src,
  name,
  className,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-brand-600 to-brand-800 font-serif font-semibold text-white',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt={`${name}的头像`}
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : (
        <span aria-hidden>{[...name.trim()][0] ?? '道'}</span>
      )}
    </span>
  );
}
