import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-error';
import { useFormProblem } from '@/lib/use-form-problem';

/**
 * The confirmation step of a transfer or a donation: what is about to leave the wallet, and the
 * transaction password that confirms it. A refused password is cleared so the next try starts
 * empty; any other failure keeps it.
 */
export function PasswordConfirmForm({
  children,
  amountLabel,
  amount,
  submitLabel,
  pendingLabel,
  failure,
  pending,
  onConfirm,
  onBack,
}: {
  children: ReactNode;
  amountLabel: string;
  amount: string;
  submitLabel: string;
  pendingLabel: string;
  failure: { title: string; fallback: string };
  pending: boolean;
  onConfirm: (password: string, onError: (error: unknown) => void) => void;
  onBack: () => void;
}) {
  const [password, setPassword] = useState('');
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    form.clear();
    onConfirm(password, (error) => {
      form.fromError(failure.title, error, failure.fallback);
      if (error instanceof ApiError && error.field === 'transactionPassword') setPassword('');
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {children}
      <div className="flex items-baseline justify-between rounded-xl bg-surface-muted px-4 py-3">
        <span className="text-sm text-ink-muted">{amountLabel}</span>
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
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          返回修改
        </Button>
        <Button type="submit" disabled={!password} pending={pending} pendingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
