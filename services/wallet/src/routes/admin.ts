import { pageQuery } from '@taishan/contracts';
import { parse } from '@taishan/service-kit';
import type { FastifyInstance } from 'fastify';
import type { WalletContext } from '../domain/context.js';
import { financeStats, financeTransactions } from '../domain/finance.js';

export function adminRoutes(ctx: WalletContext) {
  return async (app: FastifyInstance) => {
    const admin = { preHandler: [app.requireAuth({ audience: 'admin' })] };

    app.get('/api/admin/finance/stats', admin, async () => financeStats(ctx));

    app.get('/api/admin/finance/transactions', admin, async (request) => {
      const { page, limit } = parse(pageQuery, request.query);
      return financeTransactions(ctx, page, limit);
    });
  };
}
