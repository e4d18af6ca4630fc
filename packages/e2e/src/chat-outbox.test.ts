import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, snap, useBrowser } from './support/browser.js';
import { gone, see } from './support/see.js';
import { type BrowserMember, memberInBrowser, useStack } from './support/stack.js';

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

/** Console lines of a page that mention sound or vibration (refused before a gesture). */
function alertComplaints(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (['error', 'warning'].includes(message.type()) && /AudioContext|vibrate/i.test(text)) seen.push(text);
  });
  return seen;
}

let a: BrowserMember;
let b: BrowserMember;

beforeAll(async () => {
  a = await memberInBrowser(holder.browser, e2e.baseUrl, '云鹤', { prefix: 'outbox' });
  b = await memberInBrowser(holder.browser, e2e.baseUrl, '松风', { prefix: 'outbox' });
  const asked = await api(a, '/api/friends', { method: 'POST', body: JSON.stringify({ friendId: b.id }) });
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await api(b, `/api/friends/requests/${requestId}/accept`, { method: 'POST', body: '{}' });
  expect(accepted.status).toBe(200);
});
afterAll(async () => {
  await a?.context.close().catch(() => {});
  await b?.context.close().catch(() => {});
});

describe('messages written offline', () => {
  it('announce a message that arrives before any gesture without sound or vibration errors', async () => {
    const complaints = alertComplaints(b.page);
    await b.page.goto('/chat');
    await a.page.goto(conversationWith(b));
    await send(a.page, '道友早');
    await see(b.page.getByRole('list', { name: '会话列表' }).getByText('道友早'));
    await b.page.goto(conversationWith(a));
    await see(messageList(b.page).getByText('道友早'));
    expect(complaints).toEqual([]);
  });

  it('wait on the device across a reload and arrive exactly once when the connection returns', async () => {
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
