import { type createReportBody, reportReply } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';

export function reportMessage(body: z.input<typeof createReportBody>): Promise<z.infer<typeof reportReply>> {
  return apiRequest('/api/reports', { schema: reportReply, method: 'POST', body });
}

/** A member reports a message; the admin reports page lists it. */
export function useReportMessage({ onDone }: { onDone: () => void }) {
  return useMutation({
    mutationFn: reportMessage,
    onSuccess: () => {
      toast.success('举报已提交', { description: '感谢您维护清净的交流环境' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('举报失败', { description: errorMessage(error, '举报提交失败，请重试') });
    },
  });
}
