import type { RecipientResult } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth-provider';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormProblem } from '../../../lib/use-form-problem';
import { RECIPIENT_SEARCH_MIN, recipientQueryOptions, useRecipient } from '../api/search-recipient';
import { useTransfer } from '../api/transfer';
import { validAmount } from '../lib/amount';
import { INVALID_AMOUNT } from '../lib/labels';
import { AmountField } from './amount-field';
import { RecipientCard, RecipientPreview } from './recipient-preview';

interface Draft {
  username: string;
  amount: string;
}
interface Ready {
  recipient: RecipientResult;
  amount: string;
}

function TransferForm({
  draft,
  balance,
  onChange,
  onNext,
  onCancel,
}: {
  draft: Draft;
  balance: string;
  onChange: (draft: Draft) => void;
  onNext: (ready: Ready) => void;
  onCancel: () => void;
}) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const form = useFormProblem();
  const debounced = useDebouncedValue(draft.username.trim(), 300);
  const lookup = useRecipient(debounced);
  const settled = debounced === draft.username.trim() && !lookup.isFetching;
  // null: nobody by that name (a failed look-up counts as nobody, spec 02 §8); undefined: not known yet.
  const found = !settled ? undefined : lookup.isError ? null : lookup.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const name = draft.username.trim();
    let recipient: RecipientResult | null = null;
    if (name.length >= RECIPIENT_SEARCH_MIN) {
      setChecking(true);
      // Pressing 下一步 before the live look-up caught up still asks for the typed name.
      recipient = await queryClient.fetchQuery(recipientQueryOptions(name)).catch(() => null);
      setChecking(false);
    }
    if (!recipient) return form.warn({ title: '收款人不存在', description: '请输入正确的用户名' });
    if (recipient.id === me.id) {
      return form.warn({ title: '不能转账给自己', description: '请输入其他道友的用户名' });
    }
    const amount = validAmount(draft.amount);
    if (!amount) return form.warn(INVALID_AMOUNT.transfer);
    onNext({ recipient, amount });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <TextField
          label="收款人用户名"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="输入道友的用户名"
          value={draft.username}
          autoFocus
          onChange={(e) => onChange({ ...draft, username: e.target.value })}
        />
        <RecipientPreview typed={draft.username} recipient={found} />
      </div>
      <AmountField
        value={draft.amount}
        onChange={(amount) => onChange({ ...draft, amount })}
        hint={`当前余额 ¥${balance}`}
      />
      <FormAlert problem={form.problem} />
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" onClick={onCancel}>
          取消
        </Button>
        <Button type="submit" pending={checking}>
          下一步
        </Button>
      </div>
    </form>
  );
}

function ConfirmForm({ ready, onBack, onDone }: { ready: Ready; onBack: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const transfer = useTransfer({ onDone });
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    form.clear();
    transfer.mutate(
      { amount: ready.amount, targetUser: ready.recipient.username, transactionPassword: password },
      {
        onError: (error) => {
          form.fromError('转账失败', error, '转账失败，请稍后重试');
          if (error instanceof ApiError && error.field === 'transactionPassword') setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <RecipientCard recipient={ready.recipient} />
      <div className="flex items-baseline justify-between rounded-xl bg-surface-muted px-4 py-3">
        <span className="text-sm text-ink-muted">转账金额</span>
        <span className="font-serif text-2xl font-semibold text-ink tabular-nums">¥{ready.amount}</span>
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
        <Button variant="ghost" onClick={onBack} disabled={transfer.isPending}>
          返回修改
        </Button>
        <Button type="submit" disabled={!password} pending={transfer.isPending} pendingText="转账中...">
          确认转账
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec 02 §4: a two-step transfer. The recipient and amount first, then a second dialog that asks
 * for the transaction password. The draft lives here so "返回修改" finds it as it was.
 */
export function TransferDialog({
  open,
  onClose,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  balance: string;
}) {
  const [draft, setDraft] = useState<Draft>({ username: '', amount: '' });
  const [ready, setReadyState] = useState<Ready | null>(null);
  // A native <dialog> also reports "close" when the other step takes over; only the step on
  // screen may end the whole transfer, and the ref knows which one that is before React re-renders.
  const step = useRef<'form' | 'confirm'>('form');
  const setReady = (next: Ready | null) => {
    step.current = next ? 'confirm' : 'form';
    setReadyState(next);
  };

  const close = () => {
    setReady(null);
    setDraft({ username: '', amount: '' });
    onClose();
  };
  const closeFrom = (from: 'form' | 'confirm') => () => {
    if (step.current === from) close();
  };

  return (
    <>
      <Dialog
        open={open && ready === null}
        onClose={closeFrom('form')}
        title="转账给道友"
        description="输入收款人用户名与转账金额"
      >
        <TransferForm
          draft={draft}
          balance={balance}
          onChange={setDraft}
          onNext={setReady}
          onCancel={close}
        />
      </Dialog>
      <Dialog
        open={open && ready !== null}
        onClose={closeFrom('confirm')}
        title="确认转账"
        description="请核对收款人信息并输入交易密码"
      >
        {ready && <ConfirmForm ready={ready} onBack={() => setReady(null)} onDone={close} />}
      </Dialog>
    </>
  );
}
