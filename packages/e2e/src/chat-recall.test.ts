import type { Page } from 'playwright-core';
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
/** The element that has the keyboard focus, by its text. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

let a: BrowserMember;
let b: BrowserMember;

beforeAll(async () => {
  a = await memberInBrowser(holder.browser, e2e.baseUrl, '云鹤', { prefix: 'recall' });
  b = await memberInBrowser(holder.browser, e2e.baseUrl, '松风', { prefix: 'recall', viewport: DESKTOP });
  const asked = await api(a, '/api/friends', { method: 'POST', body: JSON.stringify({ friendId: b.id }) });
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await api(b, `/api/friends/requests/${requestId}/accept`, { method: 'POST', body: '{}' });
  expect(accepted.status).toBe(200);
});
afterAll(async () => {
  await a?.context.close().catch(() => {});
  await b?.context.close().catch(() => {});
});

describe('in a conversation', () => {
  it('a member recalls their message and both see the notice instead of it', async () => {
    await a.page.goto(conversationWith(b));
    await b.page.goto(conversationWith(a));
    await send(a.page, '前一句');
    await send(a.page, '这句说错了');
    await see(messageList(b.page).getByText('这句说错了'));

    await bubble(a.page, '这句说错了').getByText('这句说错了').click({ button: 'right' });
    const menu = a.page.getByRole('menu', { name: '消息操作' });
    await see(menu.getByRole('menuitem', { name: '撤回' }));
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['复制', '撤回']);
    await snap(a.page, 'message-menu');
    await menu.getByRole('menuitem', { name: '撤回' }).click();

    await see(messageList(a.page).getByText('你撤回了一条消息'));
    await see(messageList(b.page).getByText('云鹤撤回了一条消息'));
    await gone(messageList(b.page).getByText('这句说错了'));
    expect(await messageList(a.page).getByText('这句说错了').count()).toBe(0);
    await snap(a.page, 'recall-notice');
    await snap(b.page, 'recall-notice');

    // After a reload the history says so too.
    await b.page.reload();
    await see(messageList(b.page).getByText('云鹤撤回了一条消息'));
    expect(await messageList(b.page).getByText('这句说错了').count()).toBe(0);
    const history = (await (await api(b, `/api/messages/${a.id}`)).json()) as Array<{ content: string }>;
    expect(history.map((m) => m.content)).toEqual(['', '前一句']);
  });

  it("offers 复制 and 举报 on someone else's message, never 撤回", async () => {
    await bubble(b.page, '前一句').getByText('前一句').click({ button: 'right' });
    const menu = b.page.getByRole('menu', { name: '消息操作' });
    await see(menu.getByRole('menuitem', { name: '复制' }));
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['复制', '举报']);
    await b.page.keyboard.press('Escape');
    await gone(menu);
  });

  it('makes the message list one tab stop: arrows move between messages, Enter opens the menu', async () => {
    await send(b.page, '松风第一句');
    await send(b.page, '松风第二句');
    await see(messageList(b.page).getByText('松风第二句'));
    // A fresh page: the newest message is the list's tab stop (later, the one last visited).
    await b.page.reload();
    await see(messageList(b.page).getByText('松风第二句'));
    expect(await messageList(b.page).locator('[tabindex="0"]').count()).toBe(1);

    // From the input backwards: the emoji button, then the list (at its newest message).
    await b.page.getByLabel('消息内容').focus();
    await b.page.keyboard.press('Shift+Tab');
    await b.page.keyboard.press('Shift+Tab');
    expect(await focusedText(b.page)).toContain('松风第二句');
    await b.page.keyboard.press('ArrowUp');
    expect(await focusedText(b.page)).toContain('松风第一句');
    await b.page.keyboard.press('Home');
    expect(await focusedText(b.page)).toContain('前一句');
    await b.page.keyboard.press('End');
    expect(await focusedText(b.page)).toContain('松风第二句');

    await b.page.keyboard.press('Enter');
    const menu = b.page.getByRole('menu', { name: '消息操作' });
    await see(menu.getByRole('menuitem', { name: '撤回' }));
    expect(await focusedText(b.page)).toContain('复制');
    await b.page.keyboard.press('Escape');
    await gone(menu);
    // The context-menu key (Shift+F10) on another message opens that message's menu.
    await b.page.keyboard.press('ArrowUp');
    expect(await focusedText(b.page)).toContain('松风第一句');
    await b.page.keyboard.press('Shift+F10');
    await see(menu.getByRole('menuitem', { name: '复制' }));
    await b.page.keyboard.press('Escape');
    await gone(menu);

    // One Tab leaves the list for the composer: no stop per message.
    await b.page.keyboard.press('Tab');
    expect(await b.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('表情');
  });

  it('shows a counter near the 2,000-character limit, red at the limit', async () => {
    const input = b.page.getByLabel('消息内容');
    await input.fill('道'.repeat(1799));
    expect(await b.page.getByText('/2000').count()).toBe(0);
    await input.fill('道'.repeat(1950));
    const counter = b.page.getByRole('status').filter({ hasText: '/2000' });
    await see(counter.filter({ hasText: '1,950/2000' }));
    const color = () => counter.evaluate((el) => getComputedStyle(el).color);
    const before = await color();
    await input.fill('道'.repeat(2000));
    await see(counter.filter({ hasText: '2,000/2000，已达字数上限' }));
    await snap(b.page, 'composer-counter');
    expect(await color()).not.toBe(before);
    await input.fill('');
  });
});

describe('a friend in 道友', () => {
  it('opens their card with 发消息 and 删除好友', async () => {
    await b.page.goto('/contacts');
    await b.page.getByRole('button', { name: new RegExp(`查看资料：\\s*${a.nickname}`) }).click();
    const card = b.page.getByRole('dialog', { name: '道友资料' });
    await see(card.getByText(`@${a.username}`));
    await see(card.getByText(a.nickname, { exact: true }));
    await snap(b.page, 'friend-card');
    await card.getByRole('link', { name: '发消息' }).click();
    await b.page.waitForURL(/\/conversation\?contact=/);
    expect(new URL(b.page.url()).searchParams.get('contact')).toBe(a.id);

    await b.page.goto('/contacts');
    await b.page.getByRole('button', { name: new RegExp(`查看资料：\\s*${a.nickname}`) }).click();
    await card.getByRole('button', { name: '删除好友' }).click();
    await card.getByRole('button', { name: '确认删除' }).click();
    await see(b.page.getByText('已删除好友'));
    await gone(b.page.getByRole('button', { name: new RegExp(`查看资料：\\s*${a.nickname}`) }));
    expect(await (await api(b, '/api/friends')).json()).toEqual([]);
  });
});
