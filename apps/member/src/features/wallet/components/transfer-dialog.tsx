import type { RecipientResult } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useCurrentUser } from '@/lib/auth-provider';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFormProblem } from '@/lib/use-form-problem';
import { RECIPIENT_SEARCH_MIN, recipientQueryOptions, useRecipient } from '../api/search-recipient';
import { useTransfer } from '../api/transfer';
import { validAmount } from '../lib/amount';
import { INVALID_AMOUNT } from '../lib/labels';
import { AmountField } from './amount-field';
import { PasswordConfirmForm } from './password-confirm-form';
import { RecipientCard, RecipientPreview } from './recipient-preview';
import { TwoStepDialog } from './two-step-dialog';

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
  // null: nobody by that name (a failed look-up counts as nobody); undefined: not known yet.
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

function ConfirmTransfer({
  ready,
  onBack,
  onDone,
}: {
  ready: Ready;
  onBack: () => void;
  onDone: () => void;
}) {
  const transfer = useTransfer({ onDone });
  return (
    <PasswordConfirmForm
      amountLabel="转账金额"
      amount={ready.amount}
      submitLabel="确认转账"
      pendingLabel="转账中..."
      failure={{ title: '转账失败', fallback: '转账失败，请稍后重试' }}
      pending={transfer.isPending}
      onBack={onBack}
      onConfirm={(transactionPassword, onError) =>
        transfer.mutate(
          { amount: ready.amount, targetUser: ready.recipient.username, transactionPassword },
          { onError },
        )
      }
    >
      <RecipientCard recipient={ready.recipient} />
    </PasswordConfirmForm>
  );
}

const EMPTY_DRAFT: Draft = { username: '', amount: '' };

/**
 * A two-step transfer. The recipient and amount first, then a second dialog that asks
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
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  return (
    <TwoStepDialog<Ready>
      open={open}
      onClose={onClose}
      onReset={() => setDraft(EMPTY_DRAFT)}
      first={{ title: '转账给道友', description: '输入收款人用户名与转账金额' }}
      second={{ title: '确认转账', description: '请核对收款人信息并输入交易密码' }}
      renderFirst={(next, cancel) => (
        <TransferForm draft={draft} balance={balance} onChange={setDraft} onNext={next} onCancel={cancel} />
      )}
      renderSecond={(ready, back, done) => <ConfirmTransfer ready={ready} onBack={back} onDone={done} />}
    />
  );
}
