import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { useFormProblem } from '@/lib/use-form-problem';

/** The mutation that makes the change (useTransfer, useDonate). */
interface Change<Body> {
  isPending: boolean;
  mutate: (body: Body, options: { onError: (error: unknown) => void }) => void;
}

/**
 * The confirmation step of a transfer or a donation: what is about to leave the wallet, and the
 * transaction password that confirms it. A refused password is cleared so the next try starts
 * empty; any other failure keeps it.
 */
export function PasswordConfirmForm<Body>({
  verb,
  amount,
  change,
  body,
  onBack,
  children,
}: {
  verb: '转账' | '捐献';
  amount: string;
  change: Change<Body>;
  body: (transactionPassword: string) => Body;
  onBack: () => void;
  children: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    form.clear();
    change.mutate(body(password), {
      onError: (error) => {
        form.fromError(`${verb}失败`, error, `${verb}失败，请稍后重试`);
        if (error instanceof ApiError && error.field === 'transactionPassword') setPassword('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
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
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert problem={form.problem} />
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
