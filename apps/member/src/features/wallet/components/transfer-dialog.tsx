import type { RecipientResult } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
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
import type { FirstStepProps, MoneyFlow, SecondStepProps } from './two-step-dialog';

interface Draft {
  username: string;
  amount: string;
}
interface Ready {
  recipient: RecipientResult;
  amount: string;
}

function TransferForm({ draft, balance, onChange, onNext, onCancel }: FirstStepProps<Draft, Ready>) {
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
      <DialogActions onCancel={onCancel} className="pt-1">
        <Button type="submit" pending={checking}>
          下一步
        </Button>
      </DialogActions>
    </form>
  );
}

function ConfirmTransfer({ ready, onBack, onDone }: SecondStepProps<Ready>) {
  const transfer = useTransfer({ onDone });
  return (
    <PasswordConfirmForm
      verb="转账"
      amount={ready.amount}
      change={transfer}
      body={(transactionPassword) => ({
        amount: ready.amount,
        targetUser: ready.recipient.username,
        transactionPassword,
      })}
      onBack={onBack}
    >
      <RecipientCard recipient={ready.recipient} />
    </PasswordConfirmForm>
  );
}

const EMPTY_DRAFT: Draft = { username: '', amount: '' };

/**
 * A two-step transfer: the recipient and amount first, then a second dialog that asks for the
 * transaction password.
 */
export const transferFlow: MoneyFlow<Draft, Ready> = {
  emptyDraft: EMPTY_DRAFT,
  first: { title: '转账给道友', description: '输入收款人用户名与转账金额', Form: TransferForm },
  second: { title: '确认转账', description: '请核对收款人信息并输入交易密码', Confirm: ConfirmTransfer },
};
