import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/**
 * Content-Security-Policy violations seen by any page of the current test. The gateway's policy
 * forbids eval; a violation means the app (or a library in its bundle) tried something the
 * policy blocks, which a real member's browser would block too.
 */
const cspViolations: string[] = [];

export function useBrowser() {
  const holder = { browser: undefined as unknown as Browser };
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  beforeAll(async () => {
    holder.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-quic',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('CSP violation') || text.includes('Content Security Policy'))
      cspViolations.push(text);
  });
  const page = await context.newPage();
  return { context, page };
}

/** With E2E_SCREENSHOTS=dir the tests also leave pictures of the pages they pass through. */
export async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // A dialog or menu caught halfway through its fade-in says nothing about how it looks.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const size = page.viewportSize();
  await page.screenshot({
    path: path.join(dir, `${name}-${size?.width}x${size?.height}.png`),
    fullPage: false,
  });
}

/** Puts a session in the browser's storage the way the app keeps it (authToken and user). */
export async function storeSession(page: Page, token: string, user: unknown) {
  await page.evaluate(
    ({ t, u }) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', u);
    },
    { t: token, u: JSON.stringify(user) },
  );
}
