import { DONATION_CATEGORIES, DONATION_MESSAGE_MAX, type DonationCategory } from '@taishan/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { fieldClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useFormProblem } from '../../../lib/use-form-problem';
import { useDonate } from '../api/donate';
import { validAmount } from '../lib/amount';
import { INVALID_AMOUNT } from '../lib/labels';
import { AmountField } from './amount-field';

const QUICK = [10, 66, 88, 168] as const;
const CATEGORY_OPTIONS = DONATION_CATEGORIES.map((value) => ({ value, label: value }));

function DonationForm({ balance, onDone }: { balance: string; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  // The spec's "general" default is the plain merit box among the six categories.
  const [category, setCategory] = useState<DonationCategory>('功德箱');
  const [message, setMessage] = useState('');
  const messageId = useId();
  const donate = useDonate({ onDone });
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const value = validAmount(amount);
    if (!value) return form.warn(INVALID_AMOUNT.donation);
    donate.mutate(
      { amount: value, category, message: message.trim() },
      { onError: (error) => form.fromError('捐献失败', error, '捐献失败，请稍后重试') },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <AmountField
        value={amount}
        onChange={setAmount}
        quickAmounts={QUICK}
        hint={`当前余额 ¥${balance}`}
        autoFocus
      />
      <SelectField
        label="捐献类别"
        value={category}
        options={CATEGORY_OPTIONS}
        onChange={(e) => setCategory(e.target.value as DonationCategory)}
      />
      <div className="space-y-1.5">
        <label htmlFor={messageId} className="block text-sm font-medium text-ink">
          留言
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={DONATION_MESSAGE_MAX}
          value={message}
          placeholder="愿心、祈福或寄语（选填）"
          onChange={(e) => setMessage(e.target.value)}
          className={cn(fieldClasses(), 'h-auto resize-none py-2.5 leading-relaxed')}
        />
      </div>
      <FormAlert problem={form.problem} />
      <div className="flex justify-end gap-2 pt-1">
        <Button variant="ghost" onClick={onDone}>
          取消
        </Button>
        <Button type="submit" pending={donate.isPending} pendingText="捐献中...">
          确认捐献
        </Button>
      </div>
    </form>
  );
}

export function DonationDialog({
  open,
  onClose,
  balance,
}: {
  open: boolean;
  onClose: () => void;
  balance: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="捐献功德" description="随喜功德，护持道场">
      <DonationForm balance={balance} onDone={onClose} />
    </Dialog>
  );
}
