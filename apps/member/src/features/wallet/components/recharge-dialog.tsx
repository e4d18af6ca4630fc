import { PAYMENT_METHODS, type PaymentMethod } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { useFormProblem } from '@/lib/use-form-problem';
import { useRecharge } from '../api/recharge';
import { validAmount } from '../lib/amount';
import { INVALID_AMOUNT, PAYMENT_METHOD_LABELS } from '../lib/labels';
import { AmountField } from './amount-field';

const QUICK = [10, 50, 100, 500] as const;
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

function RechargeForm({ onDone }: { onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('alipay');
  const recharge = useRecharge({ onDone });
  const form = useFormProblem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.clear();
    const value = validAmount(amount);
    if (!value) return form.warn(INVALID_AMOUNT.recharge);
    recharge.mutate(
      { amount: value, paymentMethod: method },
      { onError: (error) => form.fromError('充值失败', error, '充值失败，请稍后重试') },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <AmountField value={amount} onChange={setAmount} quickAmounts={QUICK} autoFocus />
      <SelectField
        label="支付方式"
        value={method}
        options={METHOD_OPTIONS}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
      />
      <FormAlert problem={form.problem} />
      <DialogActions onCancel={onDone} className="pt-1">
        <Button type="submit" pending={recharge.isPending} pendingText="充值中...">
          确认充值
        </Button>
      </DialogActions>
    </form>
  );
}

export function RechargeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="充值功德箱" description="选择金额与支付方式">
      <RechargeForm onDone={onClose} />
    </Dialog>
  );
}
