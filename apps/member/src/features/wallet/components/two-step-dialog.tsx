import { type ComponentType, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';

interface Step {
  title: string;
  description: string;
}

/** What the first step's form gets: the draft it edits, the balance, and the ways on. */
export interface FirstStepProps<Draft, Ready> {
  draft: Draft;
  balance: string;
  onChange: (draft: Draft) => void;
  onNext: (ready: Ready) => void;
  onCancel: () => void;
}

/** What the confirmation gets: what the first step made ready, and the ways back and out. */
export interface SecondStepProps<Ready> {
  ready: Ready;
  onBack: () => void;
  onDone: () => void;
}

/** One way money leaves the wallet: its empty draft, its two steps and what each shows. */
export interface MoneyFlow<Draft, Ready> {
  emptyDraft: Draft;
  first: Step & { Form: ComponentType<FirstStepProps<Draft, Ready>> };
  second: Step & { Confirm: ComponentType<SecondStepProps<Ready>> };
}

/**
 * Money leaving the wallet is two dialogs: what to do, then a confirmation that asks for the
 * transaction password. The draft lives here, so "返回修改" finds it as it was; closing either
 * step ends the whole flow and forgets it.
 */
export function TwoStepDialog<Draft, Ready>({
  flow: { emptyDraft, first, second },
  open,
  onClose,
  balance,
}: {
  flow: MoneyFlow<Draft, Ready>;
  open: boolean;
  onClose: () => void;
  balance: string;
}) {
  const [draft, setDraft] = useState(emptyDraft);
  const [ready, setReadyState] = useState<Ready | null>(null);
  // A native <dialog> also reports "close" when the other step takes over; only the step on
  // screen may end the whole flow, and the ref knows which one that is before React re-renders.
  const step = useRef<'first' | 'second'>('first');
  const setReady = (next: Ready | null) => {
    step.current = next === null ? 'first' : 'second';
    setReadyState(next);
  };

  const close = () => {
    setReady(null);
    setDraft(emptyDraft);
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
        <first.Form draft={draft} balance={balance} onChange={setDraft} onNext={setReady} onCancel={close} />
      </Dialog>
      <Dialog
        open={open && ready !== null}
        onClose={closeFrom('second')}
        title={second.title}
        description={second.description}
      >
        {ready !== null && <second.Confirm ready={ready} onBack={() => setReady(null)} onDone={close} />}
      </Dialog>
    </>
  );
}
