import {
  type Delivery,
  type RpcError,
  type RpcParsedRequest,
  type RpcReply,
  type RpcRequest,
  type RpcSubject,
  rpcAnswer,
  rpcContracts,
} from '@taishan/contracts';
import { AppError } from '@taishan/service-kit';
import type { Msg, Subscription } from 'nats';
import type { z } from 'zod';
import type { EventBus, Logger } from './event-bus.js';

const decoder = new TextDecoder();

/** The other side did not answer (nobody listens, or not in time), or answered off-contract. */
export class RpcUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RpcUnavailableError';
  }
}

/** The other side refused, as its HTTP route would (status, code and Chinese message). */
export class RpcRefusedError extends Error {
  constructor(readonly error: RpcError) {
    super(error.message);
    this.name = 'RpcRefusedError';
  }
}

const BAD_REQUEST: RpcError = { statusCode: 400, code: 'VALIDATION_FAILED', message: '请求参数无效' };
const INTERNAL: RpcError = { statusCode: 500, code: 'INTERNAL', message: '服务器内部错误，请稍后重试' };

export interface Served {
  /** Stops taking requests and waits for the ones being answered. */
  stop(): Promise<void>;
}

/**
 * Answers one request/reply subject with its contract: the request is parsed (a bad one gets the
 * same 400 on every subject), an AppError becomes the refusal an HTTP route would give, anything
 * else a logged 500. Replicas share the subject as a queue group; requests are answered
 * concurrently so one slow answer does not hold up the others.
 */
export function serve<S extends RpcSubject>(
  bus: EventBus,
  subject: S,
  answer: (request: RpcParsedRequest<S>) => Promise<RpcReply<S>>,
  options: { queue: string; log: Logger },
): Served {
  const contract = rpcContracts[subject];
  const inflight = new Set<Promise<void>>();
  const respond = async (msg: Msg) => {
    let reply: unknown;
    try {
      const parsed = contract.request.safeParse(JSON.parse(decoder.decode(msg.data)));
      reply = parsed.success
        ? { ok: true, data: await answer(parsed.data as RpcParsedRequest<S>) }
        : { ok: false, error: BAD_REQUEST };
    } catch (err) {
      if (err instanceof AppError) {
        reply = { ok: false, error: { statusCode: err.statusCode, code: err.code, message: err.message } };
      } else if (err instanceof SyntaxError) {
        reply = { ok: false, error: BAD_REQUEST };
      } else {
        options.log.error({ err, subject }, 'rpc failed');
        reply = { ok: false, error: INTERNAL };
      }
    }
    if (msg.reply) msg.respond(JSON.stringify(reply));
  };
  const sub: Subscription = bus.nc.subscribe(bus.subject(subject), {
    queue: options.queue,
    callback: (err, msg) => {
      if (err) {
        options.log.error({ err, subject }, 'rpc subscription failed');
        return;
      }
      const p = respond(msg).finally(() => inflight.delete(p));
      inflight.add(p);
    },
  });
  return {
    async stop() {
      sub.unsubscribe();
      await Promise.allSettled([...inflight]);
    },
  };
}

/**
 * Asks a request/reply subject and returns its contract's reply. Silence (nobody listens, or no
 * answer within `timeoutMs`) and off-contract answers are RpcUnavailableError; a refusal is
 * RpcRefusedError carrying the status, code and message to pass on.
 */
export async function request<S extends RpcSubject>(
  bus: EventBus,
  subject: S,
  payload: RpcRequest<S>,
  timeoutMs: number,
): Promise<RpcReply<S>> {
  let data: Uint8Array;
  try {
    data = (await bus.nc.request(bus.subject(subject), JSON.stringify(payload), { timeout: timeoutMs })).data;
  } catch (err) {
    throw new RpcUnavailableError(`${subject}: ${(err as Error).message}`);
  }
  let answer: z.infer<typeof rpcAnswer>;
  try {
    answer = rpcAnswer.parse(JSON.parse(decoder.decode(data)));
  } catch {
    throw new RpcUnavailableError(`${subject}: the answer is not an rpc answer`);
  }
  if (!answer.ok) throw new RpcRefusedError(answer.error);
  const reply = rpcContracts[subject].reply.safeParse(answer.data);
  if (!reply.success) throw new RpcUnavailableError(`${subject}: the reply breaks its contract`);
  return reply.data as RpcReply<S>;
}

/**
 * Live delivery on a core subject (deliver.user.<id>, deliver.room.<id>): after the commit and best
 * effort, since a client that misses one catches up by seq; a failure is logged, never thrown.
 */
export function deliver(bus: EventBus, subject: string, delivery: Delivery, log: Logger): void {
  try {
    bus.nc.publish(bus.subject(subject), JSON.stringify(delivery));
  } catch (err) {
    log.warn({ err, subject, type: delivery.type }, 'live delivery failed');
  }
}
