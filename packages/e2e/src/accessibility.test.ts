import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, snap, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import { ADMIN_INITIAL_PASSWORD, type BrowserMember, memberInBrowser, useStack } from './support/stack.js';

/**
 * axe-core over every main screen of both apps, at phone and desktop size and in the dark theme:
 * no serious or critical violation of WCAG 2.1 A/AA (contrast, names, labels, roles, ARIA).
 */
const e2e = useStack();
const holder = useBrowser();

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe found that is serious or critical, one line per rule and element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1] ?? ''}`,
      ),
    );
}

async function expectAccessible(page: Page, ready: Locator, name: string) {
  await see(ready, 15_000);
  // Let fades and skeletons settle: axe measures what is on screen.
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), name).toEqual([]);
  await snap(page, `a11y-${name}`);
}

let member: BrowserMember;
let friend: BrowserMember;

const api = (token: string, path: string, body?: unknown) =>
  fetch(`${e2e.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  member = await memberInBrowser(holder.browser, e2e.baseUrl, '清风', { prefix: 'a11y' });
  friend = await memberInBrowser(holder.browser, e2e.baseUrl, '明月', { prefix: 'a11y' });
  // An application for the admin's review page (and its reject dialog) to show.
  const applied = await api(friend.token, '/api/user/verification/submit', {
    realName: '明月',
    idCard: '11010519491231002X',
    phone: '13800138000',
  });
  expect(applied.status).toBe(201);
  const asked = await api(member.token, '/api/friends', { friendId: friend.id });
  const { requestId } = (await asked.json()) as { requestId: string };
  expect((await api(friend.token, `/api/friends/requests/${requestId}/accept`, {})).status).toBe(200);
});
afterAll(async () => {
  await member?.context.close().catch(() => {});
  await friend?.context.close().catch(() => {});
});

const MEMBER_PAGES: Array<[string, string, (page: Page) => Locator]> = [
  ['dao', '/dao', (p) => p.getByRole('region', { name: '问候' })],
  ['chat', '/chat', (p) => p.getByRole('heading', { name: '聊天' }).first()],
  ['conversation', '', (p) => p.getByLabel('消息内容')],
  ['contacts', '/contacts', (p) => p.getByRole('list', { name: '好友列表' })],
  ['wallet', '/wallet', (p) => p.getByText('交易记录').first()],
  ['profile', '/profile', (p) => p.getByText('@a11y_').first()],
  ['settings', '/settings', (p) => p.getByLabel('个人简介')],
  ['help', '/help', (p) => p.getByText('客服热线')],
];

describe.each([
  ['phone', PHONE, false],
  ['desktop', DESKTOP, false],
  ['phone-dark', PHONE, true],
])('member pages (%s)', (label, viewport, dark) => {
  beforeAll(async () => {
    await member.page.setViewportSize(viewport);
    await member.page.emulateMedia({ reducedMotion: 'reduce' });
    const authorization = `Bearer ${member.token}`;
    // A settings save names the version it was based on.
    const current = await fetch(`${e2e.baseUrl}/api/user/settings`, { headers: { authorization } });
    const { version } = (await current.json()) as { version: number };
    const res = await fetch(`${e2e.baseUrl}/api/user/settings`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json', 'if-match': `"${version}"` },
      body: JSON.stringify({ appearance: { darkMode: dark } }),
    });
    expect(res.status).toBe(200);
  });

  it.each(MEMBER_PAGES)('%s has no serious violations', async (name, path, ready) => {
    const page = member.page;
    await page.goto(path || `/conversation?contact=${friend.id}&name=${encodeURIComponent('明月')}`);
    await expectAccessible(page, ready(page), `${name}-${label}`);
  });
});

describe('member dialogs with their field errors (phone)', () => {
  it.each([
    ['recharge', '充值', '确认充值', '充值金额无效'],
    ['verification', '实名认证', '提交认证', '请填写完整信息：实名、身份证号和手机号都是必填项'],
  ])('%s has no serious violations', async (name, open, submit, error) => {
    const page = member.page;
    await page.setViewportSize(PHONE);
    await page.goto('/wallet');
    await page.getByRole('button', { name: open, exact: true }).first().click();
    await page.getByRole('button', { name: submit }).click();
    await expectAccessible(page, page.getByRole('dialog').getByText(error).first(), `dialog-${name}`);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the landing screen (%s)', (label, viewport) => {
  it('has no serious violations at home, in the login form and in the register form with errors', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl, viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expectAccessible(page, page.getByRole('button', { name: '登录', exact: true }), `landing-${label}`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectAccessible(page, page.getByLabel('用户名'), `login-${label}`);
    await page.getByRole('button', { name: '去注册' }).click();
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    await expectAccessible(page, page.getByText('请输入用户名'), `register-errors-${label}`);
    await context.close();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the admin console (%s)', (label, viewport) => {
  let admin: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await newPage(holder.browser, e2e.baseUrl, viewport);
    admin = opened.page;
    close = () => opened.context.close();
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await admin.goto('/admin/');
  });
  afterAll(async () => close?.());

  it('login has no serious violations', async () => {
    await see(admin.getByLabel('用户名'));
    const found = await seriousViolations(admin);
    await snap(admin, `a11y-admin-login-${label}`);
    // Signed in either way, so the pages below can be checked whatever this one shows.
    await admin.getByLabel('用户名').fill('admin');
    const password = label === 'phone' ? ADMIN_INITIAL_PASSWORD : 'a11y-admin-pass';
    await admin.getByLabel('密码', { exact: true }).fill(password);
    await admin.getByRole('button', { name: '登录', exact: true }).click();
    if (label === 'phone') {
      // The first sign-in must replace the initial password.
      await admin.getByLabel('当前密码').fill(ADMIN_INITIAL_PASSWORD);
      await admin.getByLabel('新密码', { exact: true }).fill('a11y-admin-pass');
      await admin.getByLabel('确认新密码').fill('a11y-admin-pass');
      await admin.getByRole('button', { name: '修改密码' }).click();
      await see(admin.getByText('密码已修改'));
    }
    // Signed in for good once a token is stored and no password change is pending.
    await expect
      .poll(() =>
        admin.evaluate(
          () => !!localStorage.getItem('adminToken') && !localStorage.getItem('adminMustChangePassword'),
        ),
      )
      .toBe(true);
    expect(found, `admin-login-${label}`).toEqual([]);
  });

  it.each([
    ['members', '/admin/users', () => member.username],
    ['verifications', '/admin/verifications', () => '待审核'],
    ['finance', '/admin/finance', () => '交易记录'],
  ])('%s has no serious violations', async (name, path, text) => {
    await admin.goto(path);
    await expectAccessible(admin, admin.getByText(text()).first(), `admin-${name}-${label}`);
  });

  it('the reject dialog with its reason missing has no serious violations', async () => {
    await admin.goto('/admin/verifications');
    await admin.getByRole('button', { name: `拒绝 ${friend.username}` }).click();
    await admin.getByRole('button', { name: '确认拒绝' }).click();
    await expectAccessible(
      admin,
      admin.getByText('请填写拒绝原因：拒绝认证申请需要填写具体原因'),
      `admin-reject-${label}`,
    );
    await admin.keyboard.press('Escape');
  });
});
