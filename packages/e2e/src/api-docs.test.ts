import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, snap, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import { useStack } from './support/stack.js';

/** The API document the gateway merges from every service's route contracts, and its docs page. */
const e2e = useStack();
const holder = useBrowser();

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

const fetchJson = async <T>(url: string) => (await (await fetch(url)).json()) as T;

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      await fetchJson<Record<string, unknown>>(`${e2e.baseUrl}/api/openapi.json`),
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every API route every service serves, through the routing table', async () => {
    const merged = await fetchJson<Document>(`${e2e.baseUrl}/api/openapi.json`);
    const missing: string[] = [];
    for (const base of Object.values(e2e.stack.urls)) {
      const own = await fetch(`${base}/internal/openapi.json`);
      if (own.status === 404) continue; // realtime serves the socket, no HTTP API
      const document = (await own.json()) as Document;
      for (const [path, operations] of Object.entries(document.paths)) {
        if (!/^\/(api|\.well-known)\//.test(path)) continue;
        for (const method of Object.keys(operations))
          if (!merged.paths[path]?.[method]) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists the 4xx answers of every operation', async () => {
    const merged = await fetchJson<Document>(`${e2e.baseUrl}/api/openapi.json`);
    const without: string[] = [];
    for (const [path, operations] of Object.entries(merged.paths)) {
      // The public key set and the apps' configuration are static: nothing a client sends can be wrong.
      if (path === '/.well-known/jwks.json' || path === '/api/app/config') continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!Object.keys(operation.responses ?? {}).some((code) => /^4\d\d$/.test(code) && code !== '429'))
          without.push(`${method} ${path}`);
      }
    }
    expect(without).toEqual([]);
  });
});

describe('/api/docs', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('renders the API in the browser (%s)', async (name, viewport) => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl, viewport);
    await page.goto('/api/docs');
    await see(page.getByText('泰山宫 API').first(), 20_000);
    await see(page.getByText('/api/wallet/transfer').first(), 20_000);
    await snap(page, `api-docs-${name}`);
    await context.close();
  });
});
