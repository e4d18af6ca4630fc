import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, snap, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import { type BrowserMember, memberInBrowser, useStack } from './support/stack.js';

/**
 * The help page's real contacts (from the gateway's configuration), the settings that show only
 * what works, the debug pages kept out of a non-demo run, and dialog forms that say a problem once,
 * next to its field or in a toast the member can see.
 */
const e2e = useStack({
  SUPPORT_PHONE: '0538-8888 123',
  SUPPORT_EMAIL: 'kefu@taishan.example',
  SUPPORT_HOURS: '每日 08:30-17:30',
});
const holder = useBrowser();

let member: BrowserMember;

beforeAll(async () => {
  member = await memberInBrowser(holder.browser, e2e.baseUrl, '清风道友', { prefix: 'screens' });
});
afterAll(async () => {
  await member?.context.close().catch(() => {});
});

const post = (token: string, path: string, body: unknown) =>
  fetch(`${e2e.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify(body),
  });

/** The message a field is described by, when it is marked invalid. */
async function fieldError(page: Page, label: string) {
  const input = page.getByLabel(label, { exact: true });
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = await input.getAttribute('aria-describedby');
  return page.locator(`[id="${describedBy}"]`).textContent();
}

describe('help and support', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'offers the configured hotline and address as links and searchable answers (%s)',
    async (label, size) => {
      const page = member.page;
      await page.setViewportSize(size);
      await page.goto('/help');
      const hotline = page.getByRole('link', { name: /客服热线/ });
      await see(hotline);
      expect(await hotline.getAttribute('href')).toBe('tel:05388888123');
      await see(hotline.getByText('0538-8888 123'));
      await see(hotline.getByText('每日 08:30-17:30 接听，点击拨打'));
      const mail = page.getByRole('link', { name: /邮件反馈/ });
      expect(await mail.getAttribute('href')).toBe(
        `mailto:kefu@taishan.example?subject=${encodeURIComponent('泰山宫意见反馈')}`,
      );
      await snap(page, `help-${label}`);

      await page.getByLabel('搜索帮助').fill('交易密码 忘记');
      await see(page.getByText('找到 1 个相关问题'));
      await see(page.getByText('什么是交易密码？忘记了怎么办？'));
      await page.getByLabel('搜索帮助').fill('实名');
      await see(page.getByText('如何进行实名认证？真实姓名有什么要求？'));
      await snap(page, `help-search-${label}`);
      await page.getByLabel('搜索帮助').fill('没有这种问题');
      await see(page.getByText('未找到相关帮助内容'));
    },
  );
});

describe('settings show only what works', () => {
  it('offers 简体中文 alone and the browser’s real notification permission, with a way to ask', async () => {
    const page = member.page;
    await page.setViewportSize(PHONE);
    await page.goto('/settings');
    await see(page.getByText('界面目前只提供简体中文'));
    for (const other of ['English', '日本語', '한국어', '繁體中文'])
      expect(await page.getByText(other).count()).toBe(0);

    // Not asked yet: the switch is off whatever this device wanted, and 允许通知 asks.
    const desktop = page.getByRole('switch', { name: '桌面通知' });
    await see(page.getByText('尚未允许'));
    expect(await desktop.getAttribute('aria-checked')).toBe('false');
    await see(page.getByRole('button', { name: '允许通知' }));
    await desktop.scrollIntoViewIfNeeded();
    await snap(page, 'settings-notifications-default');

    // Allowed: the device's own wish (on by default) shows, and the switch turns it off and on.
    await member.context.grantPermissions(['notifications']);
    await page.reload();
    await see(page.getByText('浏览器已允许'));
    await expect.poll(() => desktop.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('button', { name: '允许通知' }).count()).toBe(0);
    await desktop.scrollIntoViewIfNeeded();
    await snap(page, 'settings-notifications-granted');
    await page.getByText('界面目前只提供简体中文').scrollIntoViewIfNeeded();
    await snap(page, 'settings-language');
    await desktop.click();
    await expect.poll(() => desktop.getAttribute('aria-checked')).toBe('false');
    await desktop.click();
    await expect.poll(() => desktop.getAttribute('aria-checked')).toBe('true');
    await member.context.clearPermissions();
  });

  it('greets the member without a second 道友', async () => {
    await member.page.goto('/dao');
    await see(member.page.getByRole('heading', { name: '清风道友' }));
    expect(await member.page.getByText('清风道友 道友').count()).toBe(0);
  });
});

describe('debug pages outside the demo', () => {
  it('are not found, and /admin-verification only leads to the admin console', async () => {
    const page = member.page;
    for (const path of ['/token-test', '/register-test']) {
      await page.goto(path);
      await see(page.getByText('页面未找到'));
    }
    const { page: visitor, context } = await newPage(holder.browser, e2e.baseUrl);
    await visitor.goto('/register-test');
    await see(visitor.getByText('页面未找到'));
    await context.close();

    await page.goto('/admin-verification');
    await page.waitForURL((url) => url.pathname === '/admin/verifications');
    await see(page.getByRole('heading', { name: '管理员登录' }));
  });
});

describe('dialog forms say a problem once, where the member looks', () => {
  it('refuses a real name that is not Chinese next to the field, sending nothing', async () => {
    const page = member.page;
    const calls: string[] = [];
    const watch = (r: { url: () => string }) => {
      if (r.url().includes('/api/user/verification/submit')) calls.push(r.url());
    };
    page.on('request', watch);
    await page.goto('/wallet');
    await page.getByRole('button', { name: '实名认证' }).first().click();
    await page.getByLabel('真实姓名').fill('Zhang San1');
    await page.getByLabel('身份证号').fill('11010519491231002X');
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: '提交认证' }).click();
    expect(await fieldError(page, '真实姓名')).toBe(
      '真实姓名格式错误：请输入2-20个汉字，少数民族姓名用“·”分隔',
    );
    await snap(page, 'verification-real-name-error');
    await page.setViewportSize(DESKTOP);
    await snap(page, 'verification-real-name-error');
    await page.setViewportSize(PHONE);
    expect(calls).toEqual([]);
    page.off('request', watch);

    // A minority name with the katakana dot is accepted and stored with ·.
    await page.getByLabel('真实姓名').fill('阿沛・阿旺晋美');
    await page.getByRole('button', { name: '提交认证' }).click();
    await see(page.getByText('认证申请已提交'));
    const view = await fetch(`${e2e.baseUrl}/api/user/verification`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect((await view.json()).realName).toBe('阿沛·阿旺晋美');
  });

  it('puts a server refusal of the amount next to the field, and one with no field on screen in the dialog', async () => {
    const page = member.page;
    await page.goto('/wallet');
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.getByLabel('金额').fill('60000');
    await page.getByRole('button', { name: '确认充值' }).click();
    expect(await fieldError(page, '金额')).toBe('单笔充值金额不能超过50000.00元');
    expect(await page.getByText('单笔充值金额不能超过50000.00元').filter({ visible: true }).count()).toBe(1);
    await page.keyboard.press('Escape');

    expect((await post(member.token, '/api/user/transaction-password', { password: '246810' })).status).toBe(
      200,
    );
    const payee = await memberInBrowser(holder.browser, e2e.baseUrl, '明月', { prefix: 'screens' });
    await page.reload();
    await page.getByRole('button', { name: '转账', exact: true }).click();
    await page.getByLabel('收款人用户名').fill(payee.username);
    await see(page.getByText('明月'));
    await page.getByLabel('金额').fill('20');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('交易密码', { exact: true }).fill('246810');
    await page.getByRole('button', { name: '确认转账' }).click();
    // 余额不足 concerns the amount, which this step does not show: the toast says it, inside the
    // open dialog (above its backdrop), and only once.
    const dialog = page.getByRole('dialog', { name: '确认转账' });
    await see(dialog.getByText('余额不足'));
    expect(await page.getByText('余额不足').filter({ visible: true }).count()).toBe(1);
    await snap(page, 'transfer-refused-in-dialog');
    await payee.context.close();
  });
});
