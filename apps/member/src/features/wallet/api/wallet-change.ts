import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { invalidateWallet } from './invalidate-wallet';

/** POSTs a change to the wallet under an Idempotency-Key, so a retried request is applied once. */
export function postWalletChange<Reply>(
  path: string,
  schema: z.ZodType<Reply>,
  body: unknown,
  idempotencyKey: string,
): Promise<Reply> {
  return apiRequest(path, { schema, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * A change to the wallet (recharge, transfer, donation, transaction password): the same request
 * pressed again keeps its Idempotency-Key; success and failure are toasted (a failure with the
 * server's reason); the wallet is read again after any outcome, since even a refusal can change it
 * (wrong passwords lock transfers).
 */
export function useWalletChange<Body, Reply>({
  send,
  announce,
  failure,
  onDone,
}: {
  send: (body: Body, idempotencyKey: string) => Promise<Reply>;
  announce: (reply: Reply) => void;
  failure: { title: string; fallback: string };
  onDone: (() => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: Body) => send(body, idempotency.keyFor(body)),
    onSuccess: (reply) => {
      idempotency.done();
      announce(reply);
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error(failure.title, { description: errorMessage(error, failure.fallback) });
    },
    onSettled: () => invalidateWallet(queryClient),
  });
}
