import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';

/**
 * A refused login or registration toasts `title` with the server's reason, unless the reason only
 * repeats the title; a request that got no reply toasts `network` instead.
 */
export function toastAuthFailure(title: string, error: Error, network: string) {
  if (error instanceof ApiError) {
    toast.error(title, { description: error.message !== title ? error.message : undefined });
  } else {
    toast.error(network);
  }
}
