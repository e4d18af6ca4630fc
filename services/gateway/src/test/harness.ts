import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestContext, createTokenMinter, type TestContext } from '@taishan/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { readGatewayConfig } from '../config.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * The gateway in front of a recording upstream that plays auth: it serves a JWKS for a key this
 * test holds, so tokens can be minted valid, forged, expired or of the wrong role.
 */
export function useGateway(env: Record<string, string> = {}) {
  const sut = {
    seen: [] as SeenRequest[],
    gateway: undefined as unknown as FastifyInstance,
    upstream: undefined as unknown as FastifyInstance,
    upstreamUrl: '',
    test: undefined as unknown as TestContext,
    token: async (_claims: Record<string, unknown> = {}, _ttl = 300): Promise<string> => '',
    /** A token of another member (its subject), for what is counted or decided per member. */
    tokenFor: async (_sub: string, _claims: Record<string, unknown> = {}): Promise<string> => '',
    build: async (_extra: Record<string, string> = {}): Promise<FastifyInstance> => undefined as never,
    appsDir: '',
  };
  const opened: FastifyInstance[] = [];
  beforeAll(async () => {
    sut.test = await createTestContext();
    const minter = await createTokenMinter();
    sut.token = (claims = {}, ttl = 300) => minter.mint('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', claims, ttl);
    sut.tokenFor = (sub, claims = {}) => minter.mint(sub, claims, 300);

    sut.upstream = Fastify();
    sut.upstream.get('/.well-known/jwks.json', async () => minter.jwks);
    sut.upstream.get('/api/users/slow', () => new Promise(() => {}));
    sut.upstream.get('/api/users/big', async () => ({
      items: Array.from({ length: 500 }, (_, i) => ({ i, text: '道可道，非常道' })),
    }));
    sut.upstream.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: 10 * 1024 * 1024 },
      (_r, body, done) => done(null, { multipartBytes: (body as Buffer).length }),
    );
    sut.upstream.all('/*', async (request, reply) => {
      sut.seen.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: request.body,
      });
      reply.header('x-upstream', 'auth');
      return { ok: true, url: request.url };
    });
    sut.upstreamUrl = await sut.upstream.listen({ port: 0, host: '127.0.0.1' });

    sut.appsDir = mkdtempSync(path.join(tmpdir(), 'gateway-apps-'));
    for (const [name, title] of [
      ['member', '泰山宫'],
      ['admin', '泰山宫管理后台'],
    ] as const) {
      mkdirSync(path.join(sut.appsDir, name, 'assets'), { recursive: true });
      writeFileSync(path.join(sut.appsDir, name, 'index.html'), `<!doctype html><title>${title}</title>`);
      writeFileSync(
        path.join(sut.appsDir, name, 'assets', 'app-abc123.js'),
        `console.info(${JSON.stringify(name)});`,
      );
    }
    sut.build = async (extra = {}) => {
      const app = await buildApp(
        readGatewayConfig({
          ...sut.test.env,
          AUTH_URL: sut.upstreamUrl,
          MEMBER_APP_DIR: path.join(sut.appsDir, 'member'),
          ADMIN_APP_DIR: path.join(sut.appsDir, 'admin'),
          ...env,
          ...extra,
        }),
      );
      opened.push(app);
      return app;
    };
    sut.gateway = await sut.build();
  });
  afterAll(async () => {
    for (const app of opened) await app.close();
    await sut.upstream?.close();
    await sut.test?.cleanup();
  });
  return sut;
}
