import { describe, expect, it } from 'vitest';
import { useGateway } from '../test/harness.js';

const sut = useGateway();

describe('serving the two apps', () => {
  it('serves the member app at / with security headers and no caching of the shell', async () => {
    const res = await sut.gateway.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>泰山宫</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('falls back to the member app for its client routes, including unknown ones', async () => {
    for (const url of ['/dao', '/profile?tab=1', '/no/such/page']) {
      const res = await sut.gateway.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>泰山宫</title>');
    }
  });

  it('serves the admin console at /admin/ with its own fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users']) {
      const res = await sut.gateway.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>泰山宫管理后台</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const member = await sut.gateway.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('"member"');
    expect(member.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const admin = await sut.gateway.inject({ method: 'GET', url: '/admin/assets/app-abc123.js' });
    expect(admin.body).toContain('"admin"');
  });

  it('never answers an API or non-GET miss with the HTML shell', async () => {
    const post = await sut.gateway.inject({ method: 'POST', url: '/dao' });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('请求的接口不存在');
  });

  it('reports health and readiness', async () => {
    expect((await sut.gateway.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      service: 'gateway',
    });
    const ready = await sut.gateway.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks).toEqual({ redis: 'ok' });
  });

  it('keeps its metrics off the public port and serves them on the metrics port', async () => {
    const exposed = await sut.gateway.inject({ method: 'GET', url: '/metrics' });
    expect(exposed.body).not.toContain('http_request_duration_seconds');
    const routes = await sut.gateway.inject({ method: 'GET', url: '/internal/routes' });
    expect(routes.body).not.toContain('"method"');
    const app = await sut.build({ METRICS_PORT: '0' });
    await app.listenMetrics();
    const { port } = (app.metricsServer?.address() ?? { port: 0 }) as { port: number };
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds');
  });
});
