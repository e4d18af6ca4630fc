import { describe, expect, it } from 'vitest';
import { readGatewayConfig } from '../config.js';
import { useGateway } from '../test/harness.js';

const sut = useGateway();

describe('GET /api/app/config', () => {
  it('answers anyone, without a token, from the gateway configuration and proxies nothing', async () => {
    const gateway = await sut.build({
      SUPPORT_PHONE: '0538-1234567',
      SUPPORT_EMAIL: 'help@taishan.example',
      SUPPORT_HOURS: '每日 08:30-17:30',
      DEMO_SEED: 'true',
    });
    const before = sut.seen.length;
    const res = await gateway.inject({ method: 'GET', url: '/api/app/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      support: { phone: '0538-1234567', email: 'help@taishan.example', hours: '每日 08:30-17:30' },
      demo: true,
    });
    expect(sut.seen.length).toBe(before);
  });

  it('says null for contacts that are not configured (or blank) and false outside the demo', async () => {
    const gateway = await sut.build({ SUPPORT_PHONE: '', SUPPORT_EMAIL: ' ' });
    const res = await gateway.inject({ method: 'GET', url: '/api/app/config' });
    expect(res.json()).toEqual({
      support: { phone: null, email: null, hours: '每日 09:00-18:00' },
      demo: false,
    });
  });

  it('is in the merged OpenAPI document under the gateway tag', async () => {
    const res = await sut.gateway.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = res.json();
    expect(document.paths['/api/app/config'].get.tags).toEqual(['gateway']);
    expect(document.components.schemas.AppConfig.required).toEqual(['support', 'demo']);
  });
});

describe('support contacts in the configuration', () => {
  it.each([
    ['SUPPORT_PHONE', 'call us'],
    ['SUPPORT_EMAIL', 'not-an-address'],
  ])('stops the start on a malformed %s', (name, value) => {
    expect(() => readGatewayConfig({ [name]: value })).toThrow(name);
  });
});
