import { financeStatsReply, financeTransactionsReply, pageQuery } from '@taishan/contracts';
import { fails, type ServiceApp } from '@taishan/service-kit';
import type { WalletContext } from '../domain/context.js';
import { financeStats, financeTransactions } from '../domain/finance.js';

export function adminRoutes(ctx: WalletContext) {
  return async (app: ServiceApp) => {
    const admin = { onRequest: [app.requireAuth({ audience: 'admin' })] };
    const security = [{ bearer: [] }];

    app.get(
      '/api/admin/finance/stats',
      { ...admin, schema: { security, response: { 200: financeStatsReply, ...fails(401, 403) } } },
      async () => financeStats(ctx),
    );

    app.get(
      '/api/admin/finance/transactions',
      {
        ...admin,
        schema: {
          security,
          querystring: pageQuery,
          response: { 200: financeTransactionsReply, ...fails(400, 401, 403) },
        },
      },
      async (request) => financeTransactions(ctx, request.query.page, request.query.limit),
    );
  };
}
