import {
  DONATION_CATEGORIES,
  DONATION_MESSAGE_MAX,
  type DonationCategory,
  donationBody,
  formatFen,
} from '@taishan/contracts';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useDonate } from '../api/donate';
import { AmountField } from './amount-field';
import { PasswordConfirmForm, usePasswordConfirmFields } from './password-confirm-form';
import type { FirstStepProps, MoneyFlow, SecondStepProps } from './two-step-dialog';

const QUICK = [10, 66, 88, 168] as const;
const FIELDS = ['amount', 'category', 'message'] as const;
/** The first step checks what it shows; the password is the second step's. */
const firstStep = donationBody.pick({ amount: true, category: true, message: true });
const CATEGORY_OPTIONS = DONATION_CATEGORIES.map((value) => ({ value, label: value }));

interface Draft {
  amount: string;
  category: DonationCategory;
  message: string;
}
/** The draft once its amount is valid (normalised to two decimals) and its message trimmed. */
type Ready = Draft;

// A donation starts in the general category: the plain merit box, 功德箱, of the six.
const EMPTY_DRAFT: Draft = { amount: '', category: '功德箱', message: '' };

function DonationForm({ draft, balance, onChange, onNext, onCancel }: FirstStepProps<Draft, Ready>) {
  const fields = useFieldErrors(FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(firstStep, draft);
    if (body) onNext({ amount: formatFen(body.amount), category: body.category, message: body.message });
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} className="space-y-4" noValidate>
      <AmountField
        value={draft.amount}
        onChange={(amount) => {
          onChange({ ...draft, amount });
          fields.clear('amount');
        }}
        quickAmounts={QUICK}
        hint={`当前余额 ¥${balance}`}
        error={fields.of('amount')}
        autoFocus
      />
      <SelectField
        label="捐献类别"
        value={draft.category}
        options={CATEGORY_OPTIONS}
        onChange={(e) => onChange({ ...draft, category: e.target.value as DonationCategory })}
      />
      <TextAreaField
        label="留言"
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
        value={draft.message}
        placeholder="愿心、祈福或寄语（选填）"
        error={fields.of('message')}
        onChange={(e) => {
          onChange({ ...draft, message: e.target.value });
          fields.clear('message');
        }}
      />
      <DialogActions onCancel={onCancel} className="pt-1">
        <Button type="submit">下一步</Button>
      </DialogActions>
    </form>
  );
}

function ConfirmDonation({ ready, onBack, onDone }: SecondStepProps<Ready>) {
  const fields = usePasswordConfirmFields();
  const donate = useDonate({ onDone, showOnField: fields.fromServer });
  return (
    <PasswordConfirmForm
      verb="捐献"
      amount={ready.amount}
      change={donate}
      body={(transactionPassword) => ({ ...ready, transactionPassword })}
      fields={fields}
      onBack={onBack}
    >
      <dl
        aria-label="捐献信息"
        className="rounded-xl border border-brand-200 bg-brand-50/70 px-4 py-3 text-sm dark:border-brand-900 dark:bg-brand-950/30"
      >
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">捐献类别</dt>
          <dd className="font-medium text-ink">{ready.category}</dd>
        </div>
        {ready.message && (
          // A message can run to 200 characters: it reads as a paragraph under its label.
          <div className="mt-2 border-t border-brand-200/70 pt-2 dark:border-brand-900">
            <dt className="text-ink-muted">留言</dt>
            <dd className="mt-0.5 break-words whitespace-pre-wrap text-ink">{ready.message}</dd>
          </div>
        )}
      </dl>
    </PasswordConfirmForm>
  );
}

/**
 * Donating is confirmed like a transfer: the amount, category and message first, then a second
 * dialog that asks for the transaction password.
 */
export const donationFlow: MoneyFlow<Draft, Ready> = {
  emptyDraft: EMPTY_DRAFT,
  first: { title: '捐献功德', description: '随喜功德，护持道场', Form: DonationForm },
  second: { title: '确认捐献', description: '请核对捐献信息并输入交易密码', Confirm: ConfirmDonation },
};
