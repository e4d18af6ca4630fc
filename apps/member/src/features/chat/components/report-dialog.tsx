import { createReportBody, REPORT_REASON_MAX } from '@taishan/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextAreaField } from '@/components/ui/text-area-field';
import { cn } from '@/lib/cn';
import { useFieldErrors } from '@/lib/use-field-errors';
import { useReportMessage } from '../api/report-message';
import type { LogMessage } from '../lib/message-log';

const QUICK_REASONS = ['垃圾广告', '骚扰辱骂', '色情低俗', '虚假信息', '违法内容'] as const;

function ReportForm({ message, onDone }: { message: LogMessage; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const fields = useFieldErrors(['reason'] as const);
  const report = useReportMessage({ onDone, showOnField: fields.fromServer });
  const choose = (quick: string) => {
    setReason(quick);
    fields.clear('reason');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = fields.check(createReportBody, { messageId: message.id, reason });
    if (body) report.mutate(body);
  };

  return (
    <form ref={fields.formRef} onSubmit={submit} noValidate className="space-y-4">
      <blockquote className="rounded-xl border-l-4 border-brand-300 bg-surface-muted px-3 py-2 text-sm text-ink-muted">
        <span className="font-medium text-ink">{message.senderName}：</span>
        <span className="line-clamp-3 break-words">{message.content}</span>
      </blockquote>
      <div className="flex flex-wrap gap-2">
        {QUICK_REASONS.map((quick) => (
          <button
            key={quick}
            type="button"
            aria-pressed={reason === quick}
            onClick={() => choose(quick)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm transition-colors',
              reason === quick
                ? 'border-brand-500 bg-brand-50 text-brand-800 dark:bg-brand-950/50 dark:text-brand-200'
                : 'border-line text-ink-muted hover:bg-surface-muted',
            )}
          >
            {quick}
          </button>
        ))}
      </div>
      <TextAreaField
        label="举报原因"
        rows={3}
        maxLength={REPORT_REASON_MAX}
        value={reason}
        placeholder="请描述问题，便于管理员核实"
        error={fields.of('reason')}
        onChange={fields.edit('reason', setReason)}
      />
      <DialogActions onCancel={onDone}>
        <Button type="submit" variant="danger" pending={report.isPending} pendingText="提交中...">
          提交举报
        </Button>
      </DialogActions>
    </form>
  );
}

export function ReportDialog({ message, onClose }: { message: LogMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} title="举报消息" description="举报将提交给管理员审核">
      {message && <ReportForm message={message} onDone={onClose} />}
    </Dialog>
  );
}
