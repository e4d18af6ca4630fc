import { formatFen } from '@taishan/contracts';
import { request } from '../lib/http.js';
import { closedLoop } from '../lib/loops.js';
import { CONCURRENCY, MAX_AMOUNT_FEN, MAX_SECONDS } from './settings.js';
import { type Book, idempotencyKey, type Member, payPassword } from './wallets.js';

export interface TransferRun {
  ok: number;
  insufficient: number;
  errors: number;
  firstError?: string;
  seconds: number;
  /** Every answered transfer (done or refused for the balance). */
  latenciesMs: number[];
  okLatenciesMs: number[];
}

/**
 * `CONCURRENCY` closed-loop workers send transfers until `maxOps` or `MAX_SECONDS`: a random sender,
 * a random other recipient, a random amount up to half a recharge. A 200 is done and goes into
 * `book`; 400 INSUFFICIENT_BALANCE is a refusal, expected as wallets drain and fill at random;
 * anything else is an error.
 */
export async function transfers(
  api: (path: string) => string,
  members: Member[],
  book: Book,
  maxOps: number,
): Promise<TransferRun> {
  const result: TransferRun = {
    ok: 0,
    insufficient: 0,
    errors: 0,
    seconds: 0,
    latenciesMs: [],
    okLatenciesMs: [],
  };
  const loop = await closedLoop(CONCURRENCY, maxOps, MAX_SECONDS, async () => {
    const from = Math.floor(Math.random() * members.length);
    const to = (from + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length;
    const sender = members[from]!;
    const recipient = members[to]!;
    const fen = 1n + BigInt(Math.floor(Math.random() * Number(MAX_AMOUNT_FEN)));
    const t = performance.now();
    try {
      const answer = await request(api('/api/wallet/transfer'), {
        token: sender.token,
        headers: idempotencyKey(),
        body: {
          amount: formatFen(fen),
          targetUser: recipient.username,
          transactionPassword: payPassword(from),
        },
      });
      const latency = performance.now() - t;
      if (answer.status === 200) {
        result.ok += 1;
        result.latenciesMs.push(latency);
        result.okLatenciesMs.push(latency);
        book.set(sender.username, book.get(sender.username)! - fen);
        book.set(recipient.username, book.get(recipient.username)! + fen);
      } else if (answer.status === 400 && answer.code === 'INSUFFICIENT_BALANCE') {
        result.insufficient += 1;
        result.latenciesMs.push(latency);
      } else {
        result.errors += 1;
        result.firstError ??= `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      }
    } catch (err) {
      result.errors += 1;
      result.firstError ??= (err as Error).message;
    }
  });
  result.seconds = loop.seconds;
  return result;
}
