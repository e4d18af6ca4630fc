import {
  donationBody,
  pageQuery,
  rechargeBody,
  transactionPasswordBody,
  transferBody,
  walletTransactionsQuery,
} from '@taishan/contracts';
import { describeFuzz } from '@taishan/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Member,
  rechargeOf,
  registerMember,
  setPassword,
  useWalletService,
} from '../test/harness.js';

/**
 * Every API route of the wallet, fed generated bodies and query strings shaped by its contract
 * schema (and hostile ones): no answer may be a 5xx, every 4xx says what is wrong in Chinese.
 */
const sut = useWalletService();
let payer: Member;
let payee: Member;
let admin: Record<string, string>;

beforeAll(async () => {
  payer = await registerMember(sut);
  payee = await registerMember(sut);
  admin = await adminHeaders(sut);
  await setPassword(sut, payer, '123456');
  await rechargeOf(sut, payer, '1000.00');
});

const asPayer = () => payer.headers;

describe('fuzzed requests', () => {
  describeFuzz(
    () => sut.app,
    {
      'POST /api/wallet/recharge': {
        schema: rechargeBody,
        headers: asPayer,
        examples: () => [{ amount: '1.00', paymentMethod: 'alipay' }],
      },
      'POST /api/wallet/transfer': {
        schema: transferBody,
        headers: asPayer,
        examples: () => [{ amount: '0.01', targetUser: payee.username, transactionPassword: '123456' }],
      },
      'POST /api/wallet/donation': {
        schema: donationBody,
        headers: asPayer,
        examples: () => [{ amount: '0.01', category: '功德箱', message: '', transactionPassword: '123456' }],
      },
      'POST /api/user/transaction-password': {
        schema: transactionPasswordBody,
        headers: asPayer,
        examples: () => [{ password: '123456', confirmPassword: '123456', currentPassword: '123456' }],
      },
      'GET /api/user/wallet/transactions': { schema: walletTransactionsQuery, in: 'query', headers: asPayer },
      'GET /api/admin/finance/transactions': { schema: pageQuery, in: 'query', headers: () => admin },
    },
    {
      'GET /api/user/wallet': 'no input',
      'GET /api/admin/finance/stats': 'no input',
    },
    { it, expect },
  );
});
