import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import type { ShowOnField } from '@/lib/report-failure';

/**
 * A refused login or registration: next to the field it names when the form shows it there,
 * otherwise the toast `title` with the server's reason (unless the reason only repeats the title);
 * a request that got no reply toasts `network` instead.
 */
export function reportAuthFailure(title: string, error: Error, network: string, showOnField?: ShowOnField) {
  if (showOnField?.(error)) return;
  if (error instanceof ApiError) {
    toast.error(title, { description: error.message !== title ? error.message : undefined });
  } else {
    toast.error(network);
  }
}
