import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snap, useBrowser } from './support/browser.js';
import { gone, see } from './support/see.js';
import { type BrowserMember, memberInBrowser, useStack } from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

type Member = BrowserMember;

const member = (nickname: string) =>
  memberInBrowser(holder.browser, e2e.baseUrl, nickname, { prefix: 'chat' });

const api = (m: Member, path: string, init: RequestInit = {}) =>
  fetch(`${e2e.baseUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${m.token}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  });

async function send(page: Page, text: string) {
  await page.getByLabel('消息内容').fill(text);
  await page.getByLabel('消息内容').press('Enter');
}

const messageList = (page: Page) => page.getByRole('list', { name: '消息列表' });

let a: Member;
let b: Member;

beforeAll(async () => {
  a = await member('云鹤');
  b = await member('松风');
});
afterAll(async () => {
  await a?.context.close().catch(() => {});
  await b?.context.close().catch(() => {});
});

/** `asker` asks `other` through the API and `other` accepts (friendship needs consent). */
async function befriend(asker: Member, other: Member) {
  const asked = await api(asker, '/api/friends', {
    method: 'POST',
    body: JSON.stringify({ friendId: other.id }),
  });
  expect(asked.status).toBe(201);
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await api(other, `/api/friends/requests/${requestId}/accept`, {
    method: 'POST',
    body: '{}',
  });
  expect(accepted.status).toBe(200);
}

describe('two members in two browsers', () => {
  it('A asks B to be friends, B accepts, and A sees B online', async () => {
    await b.page.goto('/chat');
    await a.page.goto('/contacts');
    await a.page.getByRole('button', { name: '添加好友' }).first().click();
    await a.page.getByLabel('搜索用户').fill(b.username);
    await a.page.getByRole('button', { name: '搜索', exact: true }).click();
    await a.page.getByRole('button', { name: `添加${b.nickname}` }).click();
    await see(a.page.getByText('好友请求已发送'));
    expect(await (await api(a, '/api/friends')).json()).toEqual([]);
    const requests = (await (await api(b, '/api/friends/requests')).json()) as {
      incoming: Array<{ id: string; user: { id: string } }>;
    };
    expect(requests.incoming.map((r) => r.user.id)).toEqual([a.id]);
    const accepted = await api(b, `/api/friends/requests/${requests.incoming[0]!.id}/accept`, {
      method: 'POST',
      body: '{}',
    });
    expect(accepted.status).toBe(200);
    await see(a.page.getByText('对方已同意你的好友请求'));
    const friends = (await (await api(a, '/api/friends')).json()) as Array<{ friendId: string }>;
    expect(friends.map((f) => f.friendId)).toEqual([b.id]);
    await a.page.keyboard.press('Escape');
    const row = a.page
      .getByRole('list', { name: '好友列表' })
      .getByRole('listitem')
      .filter({ hasText: b.nickname });
    await see(row.getByText('在线'));
    await snap(a.page, 'contacts');
  });

  it('they chat privately both ways; typing shows; read ticks turn blue', async () => {
    await a.page
      .getByRole('link', { name: `给${b.nickname}发消息` })
      .or(a.page.getByRole('button', { name: `给${b.nickname}发消息` }))
      .first()
      .click();
    await a.page.waitForURL(/\/conversation/);
    await send(a.page, '松风道友，早上好');
    await see(messageList(a.page).getByText('松风道友，早上好'));

    // B gets it in the conversation list, opens it and answers.
    await see(b.page.getByText('松风道友，早上好'));
    // The conversation row, not the friend-request toast that also names A.
    await b.page.getByRole('list', { name: '会话列表' }).getByText(a.nickname).first().click();
    await b.page.waitForURL(/\/conversation/);
    await see(messageList(b.page).getByText('松风道友，早上好'));

    // A's message is read: the blue double tick.
    await see(messageList(a.page).getByRole('img', { name: '已读' }));

    await b.page.getByLabel('消息内容').pressSequentially('云鹤', { delay: 50 });
    await see(a.page.getByText('对方正在输入...'));
    await b.page.getByLabel('消息内容').press('Enter');
    await see(messageList(a.page).getByText('云鹤'));
    await snap(a.page, 'conversation');

    const history = (await (await api(a, `/api/messages/${b.id}`)).json()) as Array<{
      content: string;
      seq: number;
    }>;
    expect(history.map((m) => [m.seq, m.content])).toEqual([
      [2, '云鹤'],
      [1, '松风道友，早上好'],
    ]);
  });

  it('both chat in the public room', async () => {
    await a.page.goto('/chat-room?room=general&name=综合大厅');
    await b.page.goto('/chat-room?room=general');
    await see(a.page.getByText('已连接'));
    await see(b.page.getByText('已连接'));
    await send(a.page, '诸位道友安好');
    await see(messageList(b.page).getByText('诸位道友安好'));
    await send(b.page, '同安同安');
    await see(messageList(a.page).getByText('同安同安'));
  });

  it('a message sent while B was offline appears for B after reconnect, exactly once', async () => {
    await a.page.goto(`/conversation?contact=${b.id}&name=${encodeURIComponent(b.nickname)}`);
    await b.page.goto(`/conversation?contact=${a.id}&name=${encodeURIComponent(a.nickname)}`);
    await see(messageList(b.page).getByText('云鹤'));
    await b.context.setOffline(true);
    await send(a.page, '断网时的消息');
    await see(messageList(a.page).getByText('断网时的消息'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await messageList(b.page).getByText('断网时的消息').count()).toBe(0);
    await b.context.setOffline(false);
    await see(messageList(b.page).getByText('断网时的消息'), 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await messageList(b.page).getByText('断网时的消息').count()).toBe(1);
  });

  it('a group of three works', async () => {
    const c = await member('白云');
    // A befriends C (A already has B) and makes a group with both from the new-chat screen.
    await befriend(a, c);
    await c.page.goto('/chat');
    await a.page.goto('/chat-new');
    await a.page.getByRole('button', { name: '发起群聊' }).click();
    await a.page.getByLabel('群聊名称').fill('清静经共读');
    const picker = a.page.getByRole('list', { name: '选择好友' });
    await picker.getByText(b.nickname).click();
    await picker.getByText(c.nickname).click();
    await a.page.getByRole('button', { name: '创建群聊' }).click();
    await a.page.waitForURL(/\/conversation\?group=/);
    await send(a.page, '三人行，必有我师');
    await see(c.page.getByText('三人行，必有我师'));
    await c.page.getByText('清静经共读').first().click();
    await see(messageList(c.page).getByText('三人行，必有我师'));
    await send(c.page, '善');
    await see(messageList(a.page).getByText('善', { exact: true }));
    const lists = (await (await api(b, '/api/chats/list')).json()) as Array<{
      name: string;
      memberCount: number;
    }>;
    expect(lists.find((r) => r.name === '清静经共读')?.memberCount).toBe(3);
    await c.context.close();
  });

  it('B goes offline and A sees it', async () => {
    await a.page.goto(`/conversation?contact=${b.id}&name=${encodeURIComponent(b.nickname)}`);
    await see(a.page.getByText('在线', { exact: true }));
    await b.context.close();
    await see(a.page.getByText('离线', { exact: true }), 20_000);
    await gone(a.page.getByText('在线', { exact: true }));
  });
});
