import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { PasswordField } from '@/components/ui/password-field';
import { useFieldErrors } from '@/lib/use-field-errors';

/** The mutation that makes the change (useTransfer, useDonate). */
interface Change<Body> {
  isPending: boolean;
  mutate: (body: Body) => void;
}

const FIELDS = ['transactionPassword'] as const;

/** The confirmation's field errors, made by the dialog so its change can show refusals there. */
export const usePasswordConfirmFields = () => useFieldErrors(FIELDS);

/**
 * The confirmation step of a transfer or a donation: what is about to leave the wallet, and the
 * transaction password that confirms it. A refused password is said next to the field and cleared
 * so the next try starts empty; any other failure is the change's toast and keeps it.
 */
export function PasswordConfirmForm<Body>({
  verb,
  amount,
  change,
  body,
  fields,
  onBack,
  children,
}: {
  verb: '转账' | '捐献';
  amount: string;
  change: Change<Body>;
  body: (transactionPassword: string) => Body;
  fields: ReturnType<typeof usePasswordConfirmFields>;
  onBack: () => void;
  children: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const refused = fields.of('transactionPassword');
  // A refused password is emptied as the refusal arrives (typing again clears the refusal).
  useEffect(() => {
    if (refused) setPassword('');
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    change.mutate(body(password));
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} className="space-y-4" noValidate>
      {children}
      <div className="flex items-baseline justify-between rounded-xl bg-surface-muted px-4 py-3">
        <span className="text-sm text-ink-muted">{`${verb}金额`}</span>
        <span className="font-serif text-2xl font-semibold text-ink tabular-nums">¥{amount}</span>
      </div>
      <PasswordField
        label="交易密码"
        autoComplete="off"
        inputMode="text"
        value={password}
        autoFocus
        error={refused}
        onChange={(e) => {
          setPassword(e.target.value);
          fields.clear('transactionPassword');
        }}
      />
      <DialogActions
        onCancel={onBack}
        cancelLabel="返回修改"
        cancelDisabled={change.isPending}
        className="pt-1"
      >
        <Button type="submit" disabled={!password} pending={change.isPending} pendingText={`${verb}中...`}>
          {`确认${verb}`}
        </Button>
      </DialogActions>
    </form>
  );
}
