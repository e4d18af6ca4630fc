import { type createReportBody, reportReply } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';

export function reportMessage(body: z.input<typeof createReportBody>): Promise<z.infer<typeof reportReply>> {
  return apiRequest('/api/reports', { schema: reportReply, method: 'POST', body });
}

/** A member reports a message; the admin reports page lists it. */
export function useReportMessage({ onDone, showOnField }: { onDone: () => void; showOnField?: ShowOnField }) {
  return useMutation({
    mutationFn: reportMessage,
    onSuccess: () => {
      toast.success('举报已提交', { description: '感谢您维护清净的交流环境' });
      onDone();
    },
    onError: (error) =>
      reportFailure(error, { title: '举报失败', fallback: '举报提交失败，请重试', showOnField }),
  });
}
