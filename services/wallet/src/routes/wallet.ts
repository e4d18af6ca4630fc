import {
  donationBody,
  donationReply,
  messageReply,
  rechargeBody,
  rechargeReply,
  transactionPasswordBody,
  transferBody,
  walletOperationReply,
  walletReply,
  walletTransactionsQuery,
  walletTransactionsReply,
} from '@taishan/contracts';
import { fails, principalOf, type ServiceApp } from '@taishan/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WalletContext } from '../domain/context.js';
import { donate } from '../domain/donation.js';
import { errors } from '../domain/errors.js';
import { type Answer, type IdempotencyKey, idempotencyKeyOf, storedAnswer } from '../domain/idempotency.js';
import { recharge } from '../domain/recharge.js';
import { setTransactionPassword } from '../domain/transaction-password.js';
import { transfer } from '../domain/transfer.js';
import { walletHistory, walletView } from '../domain/wallets.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The mutation's Idempotency-Key, read before validation (null when none was sent). */
    idempotency: IdempotencyKey | null;
  }
}

const send = (reply: FastifyReply, answer: Answer) => reply.status(answer.status).send(answer.body);

export function walletRoutes(ctx: WalletContext) {
  return async (app: ServiceApp) => {
    app.decorateRequest('idempotency', null);
    // Wallets belong to members; an administrator's account has none.
    const membersOnly = async (request: FastifyRequest) => {
      if (principalOf(request).role !== 'member') throw errors.membersOnly();
    };
    const member = { onRequest: [app.requireAuth(), membersOnly], schema: { security: [{ bearer: [] }] } };

    /**
     * Mutating routes: the Idempotency-Key is read first, and a key already answered replays that
     * answer before validation or a password check runs again (the token is checked on the way).
     */
    const mutation = (operation: string) => ({
      onRequest: [app.requireAuth(), membersOnly],
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        const userId = principalOf(request).id;
        request.idempotency = idempotencyKeyOf(request.headers['idempotency-key'], operation, request.body);
        const replayed = await storedAnswer(ctx, userId, request.idempotency);
        if (replayed) return send(reply.header('idempotent-replayed', 'true'), replayed);
      },
    });

    app.get(
      '/api/user/wallet',
      { ...member, schema: { ...member.schema, response: { 200: walletReply, ...fails(401, 403) } } },
      async (request) => walletView(ctx, principalOf(request).id),
    );

    app.get(
      '/api/user/wallet/transactions',
      {
        ...member,
        schema: {
          ...member.schema,
          querystring: walletTransactionsQuery,
          response: { 200: walletTransactionsReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => walletHistory(ctx, principalOf(request).id, request.query.limit),
    );

    const writes = { security: [{ bearer: [] }] };
    app.post(
      '/api/wallet/recharge',
      {
        ...mutation('recharge'),
        schema: {
          ...writes,
          body: rechargeBody,
          response: { 200: rechargeReply, 202: rechargeReply, ...fails(400, 401, 403, 409) },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await recharge(ctx, principalOf(request).id, request.body, request.idempotency, request.id),
        ),
    );

    app.post(
      '/api/wallet/transfer',
      {
        ...mutation('transfer'),
        schema: {
          ...writes,
          body: transferBody,
          response: { 200: walletOperationReply, ...fails(400, 401, 403, 404, 409, 423) },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await transfer(ctx, principalOf(request).id, request.body, request.idempotency, request.id),
        ),
    );

    app.post(
      '/api/wallet/donation',
      {
        ...mutation('donation'),
        schema: {
          ...writes,
          body: donationBody,
          response: { 200: donationReply, ...fails(400, 401, 403, 409, 423) },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await donate(ctx, principalOf(request).id, request.body, request.idempotency, request.id),
        ),
    );

    app.post(
      '/api/user/transaction-password',
      {
        ...mutation('transaction-password'),
        schema: {
          ...writes,
          body: transactionPasswordBody,
          response: { 200: messageReply, ...fails(400, 401, 403, 409, 423) },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await setTransactionPassword(ctx, principalOf(request).id, request.body, request.idempotency),
        ),
    );
  };
}
