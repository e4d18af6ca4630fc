import {
  donationBody,
  rechargeBody,
  transactionPasswordBody,
  transferBody,
  walletTransactionsQuery,
} from '@taishan/contracts';
import { parse, principalOf } from '@taishan/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WalletContext } from '../domain/context.js';
import { donate } from '../domain/donation.js';
import { errors } from '../domain/errors.js';
import { type Answer, idempotencyKeyOf, storedAnswer } from '../domain/idempotency.js';
import { recharge } from '../domain/recharge.js';
import { setTransactionPassword } from '../domain/transaction-password.js';
import { transfer } from '../domain/transfer.js';
import { walletHistory, walletView } from '../domain/wallets.js';

const send = (reply: FastifyReply, answer: Answer) => reply.status(answer.status).send(answer.body);

export function walletRoutes(ctx: WalletContext) {
  return async (app: FastifyInstance) => {
    // Wallets belong to members; an administrator's account has none.
    const membersOnly = async (request: FastifyRequest) => {
      if (principalOf(request).role !== 'member') throw errors.membersOnly();
    };
    const member = { preHandler: [app.requireAuth(), membersOnly] };

    /**
     * Mutating routes: the Idempotency-Key is read first, and a key already answered replays that
     * answer before any validation or password check runs again.
     */
    const mutation =
      (
        operation: string,
        run: (
          request: FastifyRequest,
          userId: string,
          idem: ReturnType<typeof idempotencyKeyOf>,
        ) => Promise<Answer>,
      ) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const userId = principalOf(request).id;
        const idem = idempotencyKeyOf(request.headers['idempotency-key'], operation, request.body);
        const replayed = await storedAnswer(ctx, userId, idem);
        if (replayed) return send(reply.header('idempotent-replayed', 'true'), replayed);
        return send(reply, await run(request, userId, idem));
      };

    app.get('/api/user/wallet', member, async (request) => walletView(ctx, principalOf(request).id));

    app.get('/api/user/wallet/transactions', member, async (request) => {
      const { limit } = parse(walletTransactionsQuery, request.query);
      return walletHistory(ctx, principalOf(request).id, limit);
    });

    app.post(
      '/api/wallet/recharge',
      member,
      mutation('recharge', (request, userId, idem) =>
        recharge(ctx, userId, parse(rechargeBody, request.body), idem, request.id),
      ),
    );

    app.post(
      '/api/wallet/transfer',
      member,
      mutation('transfer', (request, userId, idem) =>
        transfer(ctx, userId, parse(transferBody, request.body), idem, request.id),
      ),
    );

    app.post(
      '/api/wallet/donation',
      member,
      mutation('donation', (request, userId, idem) =>
        donate(ctx, userId, parse(donationBody, request.body), idem, request.id),
      ),
    );

    app.post(
      '/api/user/transaction-password',
      member,
      mutation('transaction-password', (request, userId, idem) =>
        setTransactionPassword(ctx, userId, parse(transactionPasswordBody, request.body), idem),
      ),
    );
  };
}
