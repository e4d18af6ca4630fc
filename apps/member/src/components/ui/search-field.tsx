import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './text-field';

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** The accessible name (search boxes have no visible label). */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
}

export function SearchField({ label, value, onValueChange, className, ...props }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-faint"
      />
      <input
        type="search"
        aria-label={label}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={cn(fieldClasses(), 'rounded-full bg-surface-muted/70 pl-10 focus:bg-surface')}
        {...props}
      />
    </div>
  );
}
