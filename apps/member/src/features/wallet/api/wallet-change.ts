import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIdempotencyKey } from '@/lib/idempotency';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';
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

/** What a form tells a wallet change: when it is done, and how it shows a refusal on a field. */
export interface WalletChangeCallbacks {
  onDone?: () => void;
  showOnField?: ShowOnField;
}

/**
 * A change to the wallet (recharge, transfer, donation, transaction password): the same request
 * pressed again keeps its Idempotency-Key; success and failure are toasted (a failure with the
 * server's reason, unless the form shows it next to the field it names); the wallet is read again after any outcome, since even a refusal can change it
 * (wrong passwords lock transfers).
 */
export function useWalletChange<Body, Reply>({
  send,
  announce,
  failure,
  onDone,
  showOnField,
}: {
  send: (body: Body, idempotencyKey: string) => Promise<Reply>;
  announce: (reply: Reply) => void;
  failure: { title: string; fallback: string };
  onDone: (() => void) | undefined;
  showOnField: ShowOnField | undefined;
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
    onError: (error) => reportFailure(error, { ...failure, showOnField }),
    onSettled: () => invalidateWallet(queryClient),
  });
}
