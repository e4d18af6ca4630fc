import { formatFen, type RecipientResult, transferBody } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useCurrentUser } from '@/lib/auth-provider';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type FieldErrors, useFieldErrors } from '@/lib/use-field-errors';
import { RECIPIENT_SEARCH_MIN, recipientQueryOptions, useRecipient } from '../api/search-recipient';
import { useTransfer } from '../api/transfer';
import { AmountField } from './amount-field';
import { PasswordConfirmForm, usePasswordConfirmFields } from './password-confirm-form';
import { RecipientCard, RecipientPreview } from './recipient-preview';
import type { FirstStepProps, MoneyFlow, SecondStepProps } from './two-step-dialog';

const FIELDS = ['targetUser', 'amount'] as const;
/** The first step checks what it shows; the password is the second step's. */
const firstStep = transferBody.pick({ targetUser: true, amount: true });

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
  const fields = useFieldErrors(FIELDS);
  const debounced = useDebouncedValue(draft.username.trim(), 300);
  const lookup = useRecipient(debounced);
  const settled = debounced === draft.username.trim() && !lookup.isFetching;
  // null: nobody by that name (a failed look-up counts as nobody); undefined: not known yet.
  const found = !settled ? undefined : lookup.isError ? null : lookup.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = draft.username.trim();
    let recipient: RecipientResult | null = null;
    if (name.length >= RECIPIENT_SEARCH_MIN) {
      setChecking(true);
      // Pressing 下一步 before the live look-up caught up still asks for the typed name.
      recipient = await queryClient.fetchQuery(recipientQueryOptions(name)).catch(() => null);
      setChecking(false);
    }
    const who: FieldErrors<(typeof FIELDS)[number]> = !recipient
      ? { targetUser: '收款人不存在，请输入正确的用户名' }
      : recipient.id === me.id
        ? { targetUser: '不能转账给自己，请输入其他道友的用户名' }
        : {};
    const body = fields.check(firstStep, { targetUser: name, amount: draft.amount }, who);
    if (body && recipient) onNext({ recipient, amount: formatFen(body.amount) });
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <TextField
          label="收款人用户名"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="输入道友的用户名"
          value={draft.username}
          autoFocus
          error={fields.of('targetUser')}
          onChange={(e) => {
            onChange({ ...draft, username: e.target.value });
            fields.clear('targetUser');
          }}
        />
        <RecipientPreview typed={draft.username} recipient={found} />
      </div>
      <AmountField
        value={draft.amount}
        onChange={(amount) => {
          onChange({ ...draft, amount });
          fields.clear('amount');
        }}
        hint={`当前余额 ¥${balance}`}
        error={fields.of('amount')}
      />
      <DialogActions onCancel={onCancel} className="pt-1">
        <Button type="submit" pending={checking}>
          下一步
        </Button>
      </DialogActions>
    </form>
  );
}

function ConfirmTransfer({ ready, onBack, onDone }: SecondStepProps<Ready>) {
  const fields = usePasswordConfirmFields();
  const transfer = useTransfer({ onDone, showOnField: fields.fromServer });
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
      fields={fields}
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
