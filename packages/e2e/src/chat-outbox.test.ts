import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, snap, useBrowser } from './support/browser.js';
import { gone, see } from './support/see.js';
import {
  type BrowserMember,
  memberInBrowser,
  registerViaApi,
  uniqueUsername,
  useStack,
} from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

const api = (m: BrowserMember, path: string, init: RequestInit = {}) =>
  fetch(`${e2e.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${m.token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

async function send(page: Page, text: string) {
  await page.getByLabel('消息内容').fill(text);
  await page.getByLabel('消息内容').press('Enter');
}

const messageList = (page: Page) => page.getByRole('list', { name: '消息列表' });
const bubble = (page: Page, text: string) =>
  messageList(page).getByRole('listitem').filter({ hasText: text });
const conversationWith = (m: BrowserMember) =>
  `/conversation?contact=${m.id}&name=${encodeURIComponent(m.nickname)}`;

/** What the server holds of the pair's conversation, as `m` reads it. */
async function history(m: BrowserMember, other: BrowserMember): Promise<string[]> {
  const res = await api(m, `/api/messages/${other.id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ content: string }>).map((x) => x.content);
}

/** A send reaching the server: POST /api/messages or POST /api/chats/{id}/messages. */
const isSend = (request: Request) =>
  request.method() === 'POST' &&
  /\/api\/(messages|chats\/[^/]+\/messages)$/.test(new URL(request.url()).pathname);

/**
 * What the browser itself says in a page's console about sound or vibration (its interventions
 * come through the DevTools log, not console.*), plus any console error or warning about them.
 */
async function alertComplaints(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const about = (text: string) => /AudioContext|vibrate/i.test(text);
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && about(message.text())) seen.push(message.text());
  });
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (about(entry.text)) seen.push(`${entry.level}: ${entry.text}`);
  });
  await cdp.send('Log.enable');
  return seen;
}

/**
 * A member whose page has never had a gesture: the session goes into storage before the app's
 * scripts run, and nothing is clicked or typed. Every tone (an AudioContext made) and vibration
 * the page attempts is recorded.
 */
async function untouchedMember(nickname: string) {
  const username = uniqueUsername('outbox');
  const { token, user } = await registerViaApi(e2e.baseUrl, username, nickname);
  const { context, page } = await newPage(holder.browser, e2e.baseUrl);
  await context.addInitScript(
    ({ t, u }) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', u);
      const seen: string[] = [];
      (window as unknown as { alertAttempts: string[] }).alertAttempts = seen;
      const report = (what: string) => seen.push(what);
      const Original = window.AudioContext;
      if (Original) {
        window.AudioContext = class extends Original {
          constructor(options?: AudioContextOptions) {
            super(options);
            report('tone');
          }
        };
      }
      const vibrate = navigator.vibrate?.bind(navigator);
      Object.defineProperty(navigator, 'vibrate', {
        value: (pattern: number[]) => {
          report('vibration');
          return vibrate ? vibrate(pattern) : false;
        },
      });
    },
    { t: token, u: JSON.stringify(user) },
  );
  // Read in the page, where they are recorded as they happen (the app's own gesture check ignores evaluate).
  const attempts = () =>
    page.evaluate(() => (window as unknown as { alertAttempts: string[] }).alertAttempts);
  return { id: user.id, username, nickname, token, context, page, attempts };
}

let a: BrowserMember;
let b: BrowserMember;

/** `asker` asks `other` and `other` accepts, through the API. */
async function befriend(asker: { id: string; token: string }, other: { id: string; token: string }) {
  const asked = await fetch(`${e2e.baseUrl}/api/friends`, {
    method: 'POST',
    headers: { authorization: `Bearer ${asker.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ friendId: other.id }),
  });
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await fetch(`${e2e.baseUrl}/api/friends/requests/${requestId}/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(accepted.status).toBe(200);
}

beforeAll(async () => {
  a = await memberInBrowser(holder.browser, e2e.baseUrl, '云鹤', { prefix: 'outbox' });
  b = await memberInBrowser(holder.browser, e2e.baseUrl, '松风', { prefix: 'outbox' });
  await befriend(a, b);
});
afterAll(async () => {
  await a?.context.close().catch(() => {});
  await b?.context.close().catch(() => {});
});

describe('messages written offline', () => {
  it('announce a message that arrives before any gesture without sound, vibration or complaints', async () => {
    const c = await untouchedMember('白鹤');
    await befriend(a, c);
    const complaints = await alertComplaints(c.page);
    // The alerts stay silent until the member's settings are in: wait for them, or silence proves nothing.
    const settings = c.page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.ok());
    await c.page.goto('/chat');
    await settings;
    await a.page.goto(conversationWith(c));
    await send(a.page, '白鹤道友早');
    const list = c.page.getByRole('list', { name: '会话列表' });
    await see(list.getByText('白鹤道友早'));
    expect(await c.attempts()).toEqual([]);
    expect(complaints).toEqual([]);

    // Once the member has touched the page, the next message rings and buzzes.
    await c.page.getByLabel('搜索会话').click();
    await send(a.page, '白鹤道友安');
    await see(list.getByText('白鹤道友安'));
    expect(await c.attempts()).toEqual(['tone', 'vibration']);
    expect(complaints).toEqual([]);
    await c.context.close();
  });

  it('wait on the device across a reload and arrive exactly once when the connection returns', async () => {
    await a.page.goto(conversationWith(b));
    await b.page.goto(conversationWith(a));
    await send(a.page, '道友早');
    await see(bubble(a.page, '道友早').getByRole('img', { name: '已读' }));
    await a.context.setOffline(true);
    await see(a.page.getByRole('status').filter({ hasText: '离线' }));
    await send(a.page, '山中无网，信先存着');
    await see(bubble(a.page, '山中无网，信先存着').getByText('发送中'));
    await snap(a.page, 'outbox-offline');
    expect(await history(b, a)).toEqual(['道友早']);

    // The network comes back but the chat server stays out of reach while the page reloads.
    let blocked = true;
    await a.context.route('**/api/**', (route) =>
      blocked && isSend(route.request()) ? route.abort('internetdisconnected') : route.continue(),
    );
    await a.context.routeWebSocket(/\/ws$/, (ws) => {
      if (blocked) void ws.close({ code: 1011, reason: 'blocked by the test' });
      else ws.connectToServer();
    });
    await a.context.setOffline(false);
    await a.page.reload();
    await see(bubble(a.page, '山中无网，信先存着').getByText('发送中'));
    await see(messageList(a.page).getByText('道友早'));
    expect(await history(b, a)).toEqual(['道友早']);

    blocked = false;
    await see(messageList(b.page).getByText('山中无网，信先存着'), 20_000);
    await gone(bubble(a.page, '山中无网，信先存着').getByText('发送中'), 20_000);
    expect(await history(b, a)).toEqual(['山中无网，信先存着', '道友早']);
    expect(await messageList(b.page).getByText('山中无网，信先存着').count()).toBe(1);
    expect(await messageList(a.page).getByText('山中无网，信先存着').count()).toBe(1);
  });

  it('are sent in the order written, each once', async () => {
    await a.context.setOffline(true);
    for (const text of ['其一', '其二', '其三']) await send(a.page, text);
    await see(bubble(a.page, '其三').getByText('发送中'));
    expect(await bubble(a.page, '其').getByText('发送中').count()).toBe(3);
    await a.context.setOffline(false);
    await see(messageList(b.page).getByText('其三'), 20_000);
    expect((await history(b, a)).slice(0, 3)).toEqual(['其三', '其二', '其一']);
    expect((await history(b, a)).filter((t) => t.startsWith('其'))).toHaveLength(3);
  });

  it('shows a refused message as failed with 重试 and 删除 until it is deleted', async () => {
    // B removes A as a friend; B takes messages from friends only, so A's next message is refused.
    expect((await api(b, `/api/friends/${a.id}`, { method: 'DELETE' })).status).toBe(200);
    await send(a.page, '还是朋友吗');
    const failed = bubble(a.page, '还是朋友吗');
    await see(failed.getByText('失败', { exact: true }));
    await see(failed.getByText('对方仅接收好友的消息'));
    await see(failed.getByRole('button', { name: '重试' }));
    await snap(a.page, 'outbox-failed');
    await a.page.reload();
    await see(failed.getByText('失败', { exact: true }));
    await failed.getByRole('button', { name: '删除' }).click();
    await gone(messageList(a.page).getByText('还是朋友吗'));
    await a.page.reload();
    await see(messageList(a.page).getByText('其三'));
    expect(await messageList(a.page).getByText('还是朋友吗').count()).toBe(0);
  });
});

describe('the offline banner', () => {
  it('says the app is offline, then that it is connected again, then goes', async () => {
    const { page, context } = await memberInBrowser(holder.browser, e2e.baseUrl, '白云', {
      prefix: 'outbox',
      viewport: DESKTOP,
    });
    await page.goto('/contacts');
    await see(page.getByRole('heading', { name: '道友圈' }));
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: '网络已断开' });
    await see(banner);
    await snap(page, 'offline-banner');
    await context.setOffline(false);
    await see(page.getByRole('status').filter({ hasText: '已恢复连接' }), 15_000);
    await gone(page.getByText('已恢复连接'), 15_000);
    expect(await banner.count()).toBe(0);
    await context.close();
  });
});
