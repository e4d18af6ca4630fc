import { formatFen, PAYMENT_METHODS, type PaymentMethod, rechargeBody } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useRecharge } from '../api/recharge';
import { PAYMENT_METHOD_LABELS } from '../lib/labels';
import { AmountField } from './amount-field';

const QUICK = [10, 50, 100, 500] as const;
const FIELDS = ['amount', 'paymentMethod'] as const;
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

function RechargeForm({ onDone }: { onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('alipay');
  const fields = useFieldErrors(FIELDS);
  const recharge = useRecharge({ onDone, showOnField: fields.fromServer });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(rechargeBody, { amount, paymentMethod: method });
    if (body) recharge.mutate({ amount: formatFen(body.amount), paymentMethod: body.paymentMethod });
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} className="space-y-4" noValidate>
      <AmountField
        value={amount}
        onChange={(value) => {
          setAmount(value);
          fields.clear('amount');
        }}
        quickAmounts={QUICK}
        error={fields.of('amount')}
        autoFocus
      />
      <SelectField
        label="支付方式"
        value={method}
        options={METHOD_OPTIONS}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
      />
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
