import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, snap, storeSession, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import {
  ADMIN_INITIAL_PASSWORD,
  type BrowserMember,
  memberInBrowser,
  registerViaApi,
  uniqueUsername,
  useStack,
} from './support/stack.js';

/**
 * What concerns a member reaches their open app over the socket: money sent by someone else, the
 * administrator's decision, and the profile saved on another device, none of it after a reload.
 */
const e2e = useStack();
const holder = useBrowser();

async function api(token: string, method: string, path: string, body?: unknown, headers = {}) {
  const res = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** Setup through the API (not the behaviour under test): fails loudly when a step is refused. */
async function must(token: string, method: string, path: string, body?: unknown, status = 200) {
  const res = await api(token, method, path, body);
  if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** The wallet opens when the registration event reaches the wallet service. */
async function walletOpen(token: string) {
  for (let i = 0; i < 100; i++) {
    if ((await api(token, 'GET', '/api/user/wallet')).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the wallet never opened');
}

/** Marks the page; the mark survives only if the page is never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

async function adminToken() {
  const first = (await (
    await fetch(`${e2e.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_INITIAL_PASSWORD }),
    })
  ).json()) as { token: string };
  await must(first.token, 'POST', '/api/admin/password', {
    currentPassword: ADMIN_INITIAL_PASSWORD,
    newPassword: 'live-admin-pass',
  });
  const again = await fetch(`${e2e.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'live-admin-pass' }),
  });
  return ((await again.json()) as { token: string }).token;
}

const opened: BrowserMember[] = [];
const member = async (nickname: string, viewport = PHONE) => {
  const m = await memberInBrowser(holder.browser, e2e.baseUrl, nickname, { prefix: 'live', viewport });
  opened.push(m);
  await walletOpen(m.token);
  return m;
};
afterAll(async () => {
  for (const m of opened) await m.context.close().catch(() => {});
});

describe('the merit box, live', () => {
  let payer: BrowserMember;
  let payee: BrowserMember;
  beforeAll(async () => {
    payer = await member('施主甲');
    payee = await member('施主乙');
    await must(payer.token, 'POST', '/api/wallet/recharge', { amount: '100', paymentMethod: 'alipay' });
    await must(payer.token, 'POST', '/api/user/transaction-password', { password: '246810' });
  });

  it('B’s open wallet shows A’s transfer, with a toast, without a reload', async () => {
    const page = payee.page;
    await page.goto('/wallet');
    await see(page.getByText('暂无交易记录'));
    await markPage(page);

    // A transfers from A's own open wallet.
    await payer.page.goto('/wallet');
    await payer.page.getByRole('button', { name: '转账', exact: true }).click();
    await payer.page.getByLabel('收款人用户名').fill(payee.username);
    await see(payer.page.getByText('施主乙'));
    await payer.page.getByLabel('金额').fill('30');
    await payer.page.getByRole('button', { name: '下一步' }).click();
    await payer.page.getByLabel('交易密码', { exact: true }).fill('246810');
    await payer.page.getByRole('button', { name: '确认转账' }).click();
    await see(payer.page.getByText('转账成功'));

    await see(page.getByText('收到转账'));
    await see(page.getByText('施主甲 转给您 ¥30.00'));
    await see(page.getByText('30.00').first());
    await see(page.getByText('+30.00'));
    expect(await page.getByText('暂无交易记录').count()).toBe(0);
    expect(await stillSamePage(page)).toBe(true);
    await snap(page, 'live-wallet-transfer-toast');
    expect((await must(payee.token, 'GET', '/api/user/wallet')).balance).toBe('30.00');
  });

  it('the approval of the member’s application turns the open wallet to 已实名 without a reload', async () => {
    const page = payee.page;
    const submitted = await must(
      payee.token,
      'POST',
      '/api/user/verification/submit',
      { realName: '张三丰', idCard: '11010519491231002X', phone: '13800138000' },
      201,
    );
    await page.goto('/wallet');
    await see(page.getByText('未实名'));
    await markPage(page);

    const admin = await adminToken();
    const id = (submitted.verification as { id: string }).id;
    await must(admin, 'POST', `/api/admin/verifications/${id}/review`, { action: 'approve' });

    await see(page.getByText('审核通过'));
    await see(page.getByText('已实名'));
    expect(await page.getByText('未实名').count()).toBe(0);
    expect(await stillSamePage(page)).toBe(true);
  });
});

describe('the profile on two devices', () => {
  it('a save based on an older profile is refused with the newer bio shown, nothing is lost, and settings follow', async () => {
    const username = uniqueUsername('live');
    const { token, user } = await registerViaApi(e2e.baseUrl, username, '云游子');
    const devices = await Promise.all(
      [DESKTOP, PHONE].map(async (viewport) => {
        const { context, page } = await newPage(holder.browser, e2e.baseUrl, viewport);
        await page.goto('/');
        await storeSession(page, token, user);
        await page.goto('/settings');
        await see(page.getByLabel('个人简介'));
        return { context, page };
      }),
    );
    const [laptop, phone] = devices.map((d) => d.page) as [Page, Page];
    const bio = (page: Page) => page.getByLabel('个人简介');
    expect(await bio(phone).inputValue()).toBe('道法自然，清静无为');

    // The phone starts typing; meanwhile the laptop saves first.
    await bio(phone).fill('上善若水');
    await bio(laptop).fill('清静为天下正');
    await laptop.getByRole('button', { name: '保存资料' }).click();
    await see(laptop.getByText('个人资料已保存'));

    await phone.getByRole('button', { name: '保存资料' }).click();
    const conflict = phone.getByRole('alert').filter({ hasText: '资料已在其他设备上修改' });
    await see(conflict.getByText('资料已在其他设备上修改，请查看最新内容后再保存'));
    await see(conflict.getByText('上善若水'));
    expect(await bio(phone).inputValue()).toBe('清静为天下正');
    await snap(phone, 'live-profile-conflict');
    await phone.setViewportSize(DESKTOP);
    await snap(phone, 'live-profile-conflict');
    await phone.setViewportSize(PHONE);
    expect((await must(token, 'GET', '/api/auth/user')).bio).toBe('清静为天下正');

    // What the phone typed comes back with one press, and now saves knowingly over the newer one.
    await markPage(laptop);
    await conflict.getByRole('button', { name: '恢复我的填写' }).click();
    expect(await bio(phone).inputValue()).toBe('上善若水');
    await phone.getByRole('button', { name: '保存资料' }).click();
    await see(phone.getByText('个人资料已保存'));
    expect((await must(token, 'GET', '/api/auth/user')).bio).toBe('上善若水');

    // The laptop, with nothing typed since, shows the phone's save by itself.
    await laptop.waitForFunction(
      () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '上善若水',
    );
    expect(await stillSamePage(laptop)).toBe(true);

    // Settings follow too: dark mode chosen on the laptop applies on the open phone.
    await markPage(phone);
    await laptop.getByRole('switch', { name: '深色模式' }).click();
    await see(laptop.getByText('设置已保存').first());
    await phone.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await phone.getByRole('switch', { name: '深色模式' }).getAttribute('aria-checked')).toBe('true');
    expect(await stillSamePage(phone)).toBe(true);
    for (const d of devices) await d.context.close();
  });
});
