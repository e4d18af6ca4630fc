import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, snap, useBrowser } from './support/browser.js';
import { gone, see } from './support/see.js';
import { type BrowserMember, memberInBrowser, useStack } from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

type Member = BrowserMember;

const member = (nickname: string, viewport?: typeof DESKTOP) =>
  memberInBrowser(holder.browser, e2e.baseUrl, nickname, { prefix: 'friend', viewport });

const api = (m: Member, path: string) =>
  fetch(`${e2e.baseUrl}${path}`, { headers: { authorization: `Bearer ${m.token}` } }).then(
    (r) => r.json() as Promise<unknown>,
  );

/** Opens the add-friend dialog on /contacts, finds `other` and presses their button. */
async function askInDialog(asker: Member, other: Member) {
  await asker.page.goto('/contacts');
  await asker.page.getByRole('button', { name: '添加好友' }).first().click();
  await asker.page.getByLabel('搜索用户').fill(other.username);
  await asker.page.getByRole('button', { name: '搜索', exact: true }).click();
  await asker.page.getByRole('button', { name: `添加${other.nickname}` }).click();
}

const incoming = (page: Page) => page.getByRole('list', { name: '收到的好友请求' });
const outgoing = (page: Page) => page.getByRole('list', { name: '发出的好友请求' });
const friendList = (page: Page) => page.getByRole('list', { name: '好友列表' });

let a: Member;
let b: Member;
let c: Member;

beforeAll(async () => {
  a = await member('云鹤');
  b = await member('松风', DESKTOP);
  c = await member('白石');
});
afterAll(async () => {
  for (const m of [a, b, c]) await m?.context.close().catch(() => {});
});

describe('friend requests (新的朋友) in three browsers', () => {
  it('A asks B; B sees the request live, accepts, and they chat', async () => {
    await b.page.goto('/contacts');
    await see(b.page.getByRole('button', { name: '添加好友' }));
    await askInDialog(a, b);
    await see(a.page.getByText('好友请求已发送'));
    await see(a.page.getByRole('dialog').getByText('等待验证'));
    await a.page.keyboard.press('Escape');
    await see(outgoing(a.page).getByText(b.nickname));

    // B's open page learns of it without a reload: the toast, the list and the 道友 badge.
    await see(b.page.getByText('收到新的好友请求'));
    await see(incoming(b.page).getByText(a.nickname));
    await see(b.page.getByRole('link', { name: /道友\s*1条新的好友请求/ }));
    await snap(b.page, 'contacts-requests');
    await b.page.getByRole('button', { name: `接受${a.nickname}的好友请求` }).click();
    await see(b.page.getByText('你们已结为道友'));
    await see(friendList(b.page).getByText(a.nickname));
    await gone(b.page.getByRole('link', { name: /道友\s*1条新的好友请求/ }));

    await see(a.page.getByText('对方已同意你的好友请求'));
    await see(friendList(a.page).getByText(b.nickname));
    await gone(outgoing(a.page));

    await a.page.getByRole('link', { name: `给${b.nickname}发消息` }).click();
    await a.page.waitForURL(/\/conversation/);
    await a.page.getByLabel('消息内容').fill('松风道友，幸会');
    await a.page.getByLabel('消息内容').press('Enter');
    await b.page.goto('/chat');
    await see(b.page.getByText('松风道友，幸会'));
  });

  it('C asks B; B declines and C hears it live', async () => {
    await b.page.goto('/contacts');
    await askInDialog(c, b);
    await see(c.page.getByText('好友请求已发送'));
    await c.page.keyboard.press('Escape');
    await see(outgoing(c.page).getByText(b.nickname));

    await see(incoming(b.page).getByText(c.nickname));
    await b.page.getByRole('button', { name: `拒绝${c.nickname}的好友请求` }).click();
    await see(b.page.getByText('已拒绝好友请求'));
    await gone(incoming(b.page));

    await see(c.page.getByText('对方已拒绝你的好友请求'));
    await gone(outgoing(c.page));
    expect(await api(c, '/api/friends')).toEqual([]);
  });

  it('an asker withdraws (撤回) and the request leaves the other’s list live', async () => {
    await c.page.goto('/contacts');
    await askInDialog(a, c);
    await see(a.page.getByText('好友请求已发送'));
    await a.page.keyboard.press('Escape');
    await see(incoming(c.page).getByText(a.nickname));
    await a.page.getByRole('button', { name: `撤回对${c.nickname}的好友请求` }).click();
    await see(a.page.getByText('已撤回好友请求'));
    await gone(incoming(c.page));
    expect(await api(c, '/api/friends/requests')).toEqual({ incoming: [], outgoing: [] });
  });

  it('with B’s friend requests turned off on the privacy page, asking B is refused in Chinese', async () => {
    await b.page.goto('/privacy');
    const toggle = b.page.getByRole('switch', { name: '允许好友请求' });
    await see(toggle);
    await toggle.click();
    await see(b.page.getByText('设置已保存'));
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    const d = await member('青崖');
    try {
      // chat learns of the setting through auth's event; the refusal follows once it has.
      await expect
        .poll(
          async () => {
            const res = await fetch(`${e2e.baseUrl}/api/friends`, {
              method: 'POST',
              headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ friendId: b.id }),
            });
            return ((await res.json()) as { message?: string }).message;
          },
          { timeout: 10_000 },
        )
        .toBe('对方已关闭好友申请');
      await askInDialog(d, b);
      await see(d.page.getByText('添加失败'));
      await see(d.page.getByRole('dialog').getByRole('alert').getByText('对方已关闭好友申请'));
      expect(await api(b, '/api/friends/requests')).toMatchObject({ incoming: [] });
    } finally {
      await d.context.close();
    }
  });
});
