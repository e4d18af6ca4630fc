import { REJECT_REASON_MAX, verificationReviewBody } from '@taishan/contracts';
import { ShieldX } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { useFieldErrors } from '@/lib/use-field-errors';
import { applicantName, type VerificationActions } from '../hooks/use-verification-actions';

/** A rejection needs a reason the member will read. Focus starts in the reason field. */
export function RejectDialog({ actions }: { actions: VerificationActions }) {
  const target = actions.rejectTarget;
  if (!target) return null;
  // Keyed so each application starts with an empty reason.
  return <RejectDialogPanel key={target.id} actions={actions} />;
}

function RejectDialogPanel({ actions }: { actions: VerificationActions }) {
  const target = actions.rejectTarget;
  const pending = actions.isRejecting;
  const [reason, setReason] = useState('');
  const fields = useFieldErrors(['reason'] as const);
  const titleId = useId();
  const fieldId = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  if (!target) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(verificationReviewBody, { action: 'reject', reason });
    if (body?.reason) actions.confirmReject(body.reason, fields.fromServer);
  };

  return (
    <Modal labelledBy={titleId} initialFocus={fieldRef} pending={pending} onCancel={actions.cancelReject}>
      <form ref={fields.formRef} noValidate onSubmit={onSubmit}>
        <div className="flex gap-4">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
            <ShieldX aria-hidden className="size-5" />
          </div>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-stone-900">
              拒绝认证申请
            </h2>
            <p className="mt-1 text-sm leading-6 text-stone-600">
              拒绝 <strong className="font-medium text-stone-900">{target.realName}</strong>（
              {applicantName(target)}）的实名认证申请，原因将告知该道友。
            </p>
          </div>
        </div>

        <div className="mt-5 space-y-1.5">
          <label htmlFor={fieldId} className="block text-sm font-medium text-stone-700">
            拒绝原因
          </label>
          <textarea
            ref={fieldRef}
            id={fieldId}
            value={reason}
            rows={4}
            maxLength={REJECT_REASON_MAX}
            placeholder="例如：身份证号与姓名不一致，请核对后重新提交"
            {...fields.aria('reason', fieldId)}
            onChange={(e) => {
              setReason(e.target.value);
              fields.clear('reason');
            }}
            className={cn(inputClass, 'h-auto resize-none py-2.5 leading-6')}
          />
          <div className="flex items-start justify-between gap-3 text-xs">
            <p id={`${fieldId}-error`} className="text-red-700">
              {fields.of('reason') ?? ''}
            </p>
            <span className="shrink-0 text-stone-600 tabular-nums">
              {[...reason].length}/{REJECT_REASON_MAX}
            </span>
          </div>
        </div>

        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={actions.cancelReject} disabled={pending}>
            取消
          </Button>
          <Button type="submit" variant="danger" pending={pending}>
            确认拒绝
          </Button>
        </div>
      </form>
    </Modal>
  );
}
