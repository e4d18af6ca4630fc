import { REAL_NAME_MAX, type VerificationView, verificationSubmitBody } from '@taishan/contracts';
import { CircleAlert, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useSubmitVerification } from '../api/submit-verification';

const FIELDS = ['realName', 'idCard', 'phone'] as const;

/**
 * All three fields are required, then the name, the ID number and the phone must have their
 * formats: the contract's checks, the same the service makes, each said next to its field.
 */
export function VerificationForm({
  rejected,
  onCancel,
}: {
  rejected?: VerificationView;
  onCancel: () => void;
}) {
  const [realName, setRealName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [phone, setPhone] = useState('');
  const fields = useFieldErrors(FIELDS);
  const submit = useSubmitVerification({ showOnField: fields.fromServer });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(verificationSubmitBody, { realName, idCard, phone });
    if (body) submit.mutate(body);
  };

  return (
    <form ref={fields.formRef} onSubmit={send} className="space-y-4" noValidate>
      {rejected ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm dark:border-red-900/60 dark:bg-red-950/40"
        >
          <p className="flex items-center gap-1.5 font-medium text-red-700 dark:text-red-300">
            <CircleAlert aria-hidden className="size-4" />
            认证未通过
            {rejected.updatedAt && (
              <span className="text-xs font-normal text-red-600/80">{formatDate(rejected.updatedAt)}</span>
            )}
          </p>
          <p className="mt-1 text-red-700/90 dark:text-red-300/90">原因：{rejected.reason || '未说明原因'}</p>
          <p className="mt-1 text-xs text-red-700/70 dark:text-red-300/70">请核对信息后重新提交申请。</p>
        </div>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-surface-muted px-3.5 py-3 text-xs leading-relaxed text-ink-muted">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          身份证号加密保存，仅用于实名审核；审核通过后仅显示脱敏信息。
        </p>
      )}
      <TextField
        label="真实姓名"
        autoComplete="name"
        maxLength={REAL_NAME_MAX}
        value={realName}
        placeholder="与身份证一致的中文姓名"
        hint="少数民族姓名用“·”分隔，如：阿沛·阿旺晋美"
        autoFocus
        error={fields.of('realName')}
        onChange={fields.edit('realName', setRealName)}
      />
      <TextField
        label="身份证号"
        autoComplete="off"
        inputMode="text"
        maxLength={18}
        placeholder="15位或18位身份证号码"
        value={idCard}
        error={fields.of('idCard')}
        onChange={fields.edit('idCard', setIdCard)}
      />
      <TextField
        label="手机号"
        type="tel"
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        placeholder="11位手机号码"
        value={phone}
        error={fields.of('phone')}
        onChange={fields.edit('phone', setPhone)}
      />
      <DialogActions onCancel={onCancel} className="pt-1">
        <Button type="submit" pending={submit.isPending} pendingText="提交中...">
          提交认证
        </Button>
      </DialogActions>
    </form>
  );
}
