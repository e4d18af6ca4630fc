import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createService } from './create-service.js';
import { AppError, parse } from './errors.js';

async function build(readiness = {}) {
  const app = await createService({ name: 'sample', logLevel: 'silent', auth: false, readiness });
  app.post('/things', async (request) =>
    parse(z.object({ name: z.string().min(1, { message: '请输入名称' }) }), request.body),
  );
  app.get('/teapot', async () => {
    throw new AppError('TEAPOT', '我是茶壶', 418);
  });
  app.get('/conflict', async () => {
    throw new AppError('STALE', '已被修改', 409, undefined, { current: { version: 2 } });
  });
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/db-gone', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/db-hangs', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  return app;
}

describe('createService', () => {
  it('answers validation failures with 400, the Chinese message and the field', async () => {
    const app = await build();
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: '请输入名称',
      field: 'name',
    });
  });

  it('sends an AppError as it is', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/teapot' });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toMatchObject({ code: 'TEAPOT', message: '我是茶壶' });
  });

  it('sends the details of an AppError beside its code and message', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'STALE',
      error: 'Conflict',
      message: '已被修改',
      current: { version: 2 },
    });
  });

  it('hides the detail of a 500', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      error: 'Internal Server Error',
      message: '服务器内部错误，请稍后重试',
    });
  });

  it('answers unknown routes in Chinese', async () => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url: '/nope' });
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      error: 'Not Found',
      message: '请求的接口不存在',
    });
  });

  it('reports not ready, naming the failing dependency, with 503', async () => {
    const app = await build({
      postgres: async () => 1,
      nats: async () => Promise.reject(new Error('connection refused')),
    });
    const res = await app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      service: 'sample',
      checks: { postgres: 'ok', nats: 'connection refused' },
    });
  });

  it('exposes Prometheus metrics', async () => {
    const app = await build();
    await app.inject({ method: 'GET', url: '/teapot' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/teapot"[^}]*\} 1/);
    expect(res.body).toContain('service="sample"');
  });

  it.each([
    ['the database is restarting', '/db-gone'],
    ['no database connection comes in time', '/db-hangs'],
  ])('answers 503 when %s', async (_name, url) => {
    const app = await build();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      error: 'Service Unavailable',
      message: '服务暂时不可用，请稍后重试',
    });
  });

  it('refuses JSON nested deeper than 32 levels before any handler walks it', async () => {
    const app = await build();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_DEEP', message: '请求内容嵌套过深' });
    const shallow = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: '[[{"a":"]]]]"}]]' },
    });
    expect(shallow.statusCode).toBe(200);
  });

  it('answers a header too large for the HTTP parser with 431 and a Chinese message', async () => {
    const app = await build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`GET /teapot HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => {
          data += chunk.toString('utf8');
        });
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
      expect(body).toEqual({
        statusCode: 431,
        code: 'BAD_REQUEST',
        error: 'Request Header Fields Too Large',
        message: '请求头过大',
      });
    } finally {
      await app.close();
    }
  });
});
