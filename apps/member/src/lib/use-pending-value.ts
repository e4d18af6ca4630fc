import { useEffect, useState } from 'react';

/**
 * Shows a control's new value the moment it is chosen, before the saved value comes back through
 * the query; whenever the saved value changes (saved, or rolled back) it takes over again.
 */
export function usePendingValue<T>(saved: T): [T, (value: T) => void] {
  const [pending, setPending] = useState<{ value: T } | null>(null);
  useEffect(() => {
    setPending(null);
  }, [saved]);
  return [pending ? pending.value : saved, (value: T) => setPending({ value })];
}
