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
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
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
});
