import { randomUUID } from 'node:crypto';
import { createTestContext, type TestContext } from '@taishan/testing';
import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.js';
import { type RealtimeConfig, readRealtimeConfig } from '../config.js';
import type { RealtimeContext } from '../domain/context.js';
import { ChatDouble } from './chat-double.js';
import { TestSocket } from './test-socket.js';

export interface TokenOptions {
  username?: string;
  ttlSeconds?: number;
  aud?: 'member' | 'admin';
  role?: 'member' | 'admin';
  /** Sign with a key realtime does not know (a forged token). */
  forged?: boolean;
  /** A claim realtime must ignore. */
  extra?: Record<string, unknown>;
}

export interface Instance {
  app: FastifyInstance;
  ctx: RealtimeContext;
  config: RealtimeConfig;
}

export interface Sut {
  test: TestContext;
  chat: ChatDouble;
  /** The first realtime instance, built in beforeAll. */
  app: FastifyInstance;
  ctx: RealtimeContext;
  /** Another realtime instance on the same Redis and NATS prefixes (closed after the file). */
  build(extra?: Record<string, string>): Promise<Instance>;
  token(userId: string, opts?: TokenOptions): Promise<string>;
  /** A socket through injectWS (no port). */
  open(app?: FastifyInstance): Promise<TestSocket>;
  /** A real TCP socket to an instance listening on port 0. */
  connect(url: string, options?: WebSocket.ClientOptions): Promise<TestSocket>;
  /** Opens a socket and signs in as userId; resolves after auth_success. */
  signIn(userId: string, opts?: { app?: FastifyInstance; username?: string }): Promise<TestSocket>;
}

/**
 * Shorter grace and sweep than production so presence tests stay quick, yet long enough that a
 * reconnect on a loaded two-core machine (tests run two files at a time) still lands inside it.
 */
export const TEST_GRACE_MS = 1000;

/**
 * One realtime service per test file on its own NATS and Redis prefixes, with tokens minted by a key
 * this file holds, and chat played by a ChatDouble on the same prefix.
 */
export function useRealtime(overrides: Record<string, string> = {}): Sut {
  const sut = {} as Sut;
  const built: FastifyInstance[] = [];
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    sut.test = await createTestContext();
    const signing = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const jwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: 'test-key', alg: 'EdDSA', use: 'sig' };
    const keys = createLocalJWKSet({ keys: [jwk] });
    sut.chat = await ChatDouble.start(sut.test.natsUrl, sut.test.natsPrefix);

    sut.token = (userId, opts = {}) =>
      new SignJWT({ role: opts.role ?? 'member', username: opts.username ?? 'tester', ...opts.extra })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test-key' })
        .setSubject(userId)
        .setAudience(opts.aud ?? 'member')
        .setIssuer('taishan-auth')
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.ttlSeconds ?? 300))
        .sign(opts.forged ? stranger.privateKey : signing.privateKey);

    sut.build = async (extra = {}) => {
      const config = readRealtimeConfig({
        ...sut.test.env,
        PRESENCE_GRACE_MS: String(TEST_GRACE_MS),
        PRESENCE_SWEEP_MS: '200',
        ...overrides,
        ...extra,
      });
      const { app, ctx } = await buildApp(config, { keys });
      built.push(app);
      await app.ready();
      return { app, ctx, config };
    };
    const first = await sut.build();
    sut.app = first.app;
    sut.ctx = first.ctx;

    sut.open = async (app = sut.app) => {
      let socket: TestSocket | undefined;
      // injectWS's fake request has no socket; Fastify's request logger wants the peer's address.
      const upgrade = { socket: { remoteAddress: '127.0.0.1' } } as never;
      await app.injectWS('/ws', upgrade, { onInit: (ws) => (socket = new TestSocket(ws)) });
      sockets.push(socket!);
      return socket!;
    };
    sut.connect = async (url, options) => {
      const socket = new TestSocket(new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, options));
      sockets.push(socket);
      await new Promise((resolve, reject) => {
        socket.ws.once('open', resolve);
        socket.ws.once('error', reject);
      });
      return socket;
    };
    sut.signIn = async (userId, opts = {}) => {
      const socket = await sut.open(opts.app);
      await socket.next('connected');
      socket.send({ type: 'auth', data: { token: await sut.token(userId, { username: opts.username }) } });
      await socket.next('auth_success');
      return socket;
    };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    // injectWS's in-memory streams never report a finished close handshake, so the server would wait
    // out its shutdown grace for them; cut them here (real TCP sockets close properly).
    for (const app of built) for (const client of app.websocketServer?.clients ?? []) client.terminate();
    for (const app of built) await app.close();
    await sut.chat?.close();
    await sut.test?.cleanup();
  });
  return sut;
}

export const newUserId = () => randomUUID();

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until check passes (for state that has no frame to wait on, such as Redis). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}
