import { type ReactNode, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

interface Step {
  title: string;
  description: string;
}

/**
 * Money leaving the wallet is two dialogs: what to do, then a confirmation that asks
 * for the transaction password. `T` is what the first step hands the second. Closing either step
 * ends the whole flow and `onReset` forgets the first step's draft; "back" keeps it.
 */
export function TwoStepDialog<T>({
  open,
  onClose,
  onReset,
  first,
  second,
  renderFirst,
  renderSecond,
}: {
  open: boolean;
  onClose: () => void;
  onReset?: () => void;
  first: Step;
  second: Step;
  renderFirst: (next: (ready: T) => void, cancel: () => void) => ReactNode;
  renderSecond: (ready: T, back: () => void, done: () => void) => ReactNode;
}) {
  const [ready, setReadyState] = useState<T | null>(null);
  // A native <dialog> also reports "close" when the other step takes over; only the step on
  // screen may end the whole flow, and the ref knows which one that is before React re-renders.
  const step = useRef<'first' | 'second'>('first');
  const setReady = (next: T | null) => {
    step.current = next === null ? 'first' : 'second';
    setReadyState(next);
  };

  const close = () => {
    setReady(null);
    onReset?.();
    onClose();
  };
  const closeFrom = (from: 'first' | 'second') => () => {
    if (step.current === from) close();
  };

  return (
    <>
      <Dialog
        open={open && ready === null}
        onClose={closeFrom('first')}
        title={first.title}
        description={first.description}
      >
        {renderFirst(setReady, close)}
      </Dialog>
      <Dialog
        open={open && ready !== null}
        onClose={closeFrom('second')}
        title={second.title}
        description={second.description}
      >
        {ready !== null && renderSecond(ready, () => setReady(null), close)}
      </Dialog>
    </>
  );
}
