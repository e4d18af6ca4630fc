import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, snap, storeSession, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import { registerViaApi, uniqueUsername, useStack } from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

async function fillRegister(page: Page, username: string, password = 'secret123', confirm = password) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('昵称').fill('云游道友');
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(confirm);
}

async function openRegister(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: '注册', exact: true }).click();
}

/** The message a field is described by (its aria-describedby), when it is marked invalid. */
async function fieldError(page: Page, label: string, exact = false) {
  const input = page.getByLabel(label, { exact });
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  const describedBy = await input.getAttribute('aria-describedby');
  return page.locator(`[id="${describedBy}"]`).textContent();
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /菜单/ }).click();
  await page
    .getByRole('menuitem', { name: '退出登录' })
    .or(page.getByRole('button', { name: '退出登录' }))
    .first()
    .click();
  await see(page.getByText('退出成功'));
  await page.waitForURL((url) => url.pathname === '/');
}

describe('member sign-up and sign-in', () => {
  it('registers, lands on /dao, stays signed in across a reload, logs out and logs back in', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    const username = uniqueUsername('reg');
    await openRegister(page);
    await snap(page, 'register');
    await fillRegister(page, username);
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    await page.waitForURL('**/dao');
    await see(page.getByText('云游道友').first());
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    await snap(page, 'dao');

    await page.reload();
    await page.waitForURL('**/dao');
    await see(page.getByText('云游道友').first());

    // An expired access token in storage: the httpOnly refresh cookie renews it silently.
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!) as { id: string });
    const expired = await e2e.mintToken({ sub: me.id, username }, -60);
    await page.evaluate((t) => localStorage.setItem('authToken', t), expired);
    await page.reload();
    await page.waitForURL('**/dao');
    await see(page.getByText('云游道友'));
    const renewed = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(renewed).not.toBe(expired);
    const check = await fetch(`${e2e.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${renewed}` },
    });
    expect(check.status).toBe(200);

    await logout(page);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await page.goto('/dao');
    await see(page.getByText('需要登录'));
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: '登录', exact: true }).click();
    // Choosing 登录 puts the keyboard in the username field; 返回 brings it back to 登录.
    const focused = (attribute: 'name' | 'text') =>
      page.evaluate((a) => {
        const active = document.activeElement;
        return a === 'name' ? active?.getAttribute('name') : active?.textContent;
      }, attribute);
    await expect.poll(() => focused('name')).toBe('username');
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => focused('text')).toBe('登录');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused('name')).toBe('username');
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码', { exact: true }).fill('secret123');
    await page.locator('form').getByRole('button', { name: '登录' }).click();
    await page.waitForURL('**/dao');
    await context.close();
  });

  it('refuses mismatched passwords without calling the server', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) calls.push(r.url());
    });
    await openRegister(page);
    await fillRegister(page, uniqueUsername('mm'), 'secret123', 'secret124');
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    await see(page.getByText('密码确认不匹配'));
    expect(calls).toEqual([]);
    await context.close();
  });

  it('says what is wrong next to each field in Chinese, without calling the server', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/register')) calls.push(r.url());
    });
    await openRegister(page);
    // The browser's own (English) bubbles never show: the form checks for itself.
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    expect(await fieldError(page, '用户名')).toBe('请输入用户名');
    expect(await fieldError(page, '昵称')).toBe('请输入昵称');
    expect(await fieldError(page, '密码', true)).toBe('请输入密码');
    expect(await fieldError(page, '确认密码')).toBe('请再次输入密码');
    // Focus goes to the first field to fix.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await snap(page, 'register-errors');

    await fillRegister(page, 'a!');
    await page.getByLabel('邮箱').fill('qingfeng.example.com');
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    expect(await fieldError(page, '用户名')).toBe('用户名需为3-20位字母、数字或下划线');
    expect(await fieldError(page, '邮箱')).toBe('邮箱格式不正确');
    expect(await page.getByLabel('昵称').getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
    await context.close();
  });

  it('shows the server message for a taken username next to the field and 登录失败 for a wrong password', async () => {
    const username = uniqueUsername('taken');
    await registerViaApi(e2e.baseUrl, username);
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    await openRegister(page);
    await fillRegister(page, username);
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    expect(await fieldError(page, '用户名')).toBe('用户名已存在');
    // Said once, where the member looks: no toast repeats it.
    expect(await page.getByText('用户名已存在').count()).toBe(1);

    await page.goto('/');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码', { exact: true }).fill('wrong-password');
    // The show-password toggle, as in the admin console.
    await page.getByRole('button', { name: '显示密码' }).click();
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('type')).toBe('text');
    await snap(page, 'login-password-shown');
    await page.getByRole('button', { name: '隐藏密码' }).click();
    expect(await page.getByLabel('密码', { exact: true }).getAttribute('type')).toBe('password');
    await page.locator('form').getByRole('button', { name: '登录' }).click();
    await see(page.getByText('登录失败').first());
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('shows the not-found card for unknown paths, signed in or not', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    await page.goto('/no-such-place');
    await see(page.getByText('页面未找到'));
    await see(page.getByText('您访问的页面不存在'));
    const { token, user } = await registerViaApi(e2e.baseUrl, uniqueUsername('nf'));
    await storeSession(page, token, user);
    await page.goto('/wallet-not-yet');
    await see(page.getByText('页面未找到'));
    await context.close();
  });
});

describe('the server refuses bad tokens', () => {
  it('answers 401 to a tampered token and to an expired one', async () => {
    const { token, user } = await registerViaApi(e2e.baseUrl, uniqueUsername('tok'));
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 86400 })).toString('base64url')}.${s}`;
    const expired = await e2e.mintToken({ sub: user.id, username: user.username }, -60);
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    await page.goto('/');
    const answers = await page.evaluate(
      async (tokens) =>
        Promise.all(
          tokens.map(async (t) => {
            const res = await fetch('/api/auth/user', { headers: { authorization: `Bearer ${t}` } });
            return { status: res.status, body: await res.json() };
          }),
        ),
      [tampered, expired, token],
    );
    expect(answers[0]).toMatchObject({
      status: 401,
      body: { code: 'AUTH_INVALID', message: '登录状态异常，请重新登录' },
    });
    expect(answers[1]).toMatchObject({
      status: 401,
      body: { code: 'AUTH_EXPIRED', message: '登录已过期，请重新登录' },
    });
    expect(answers[2]).toMatchObject({ status: 200, body: { id: user.id } });
    await context.close();
  });

  it('sends a member whose token expired and cannot be refreshed back to / with 登录已过期', async () => {
    const { user } = await registerViaApi(e2e.baseUrl, uniqueUsername('exp'));
    const expired = await e2e.mintToken({ sub: user.id, username: user.username }, -60);
    const { page, context } = await newPage(holder.browser, e2e.baseUrl);
    await page.goto('/');
    await storeSession(page, expired, user);
    await page.goto('/profile');
    await see(page.getByText('登录已过期'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    await context.close();
  });
});

describe('profile and settings', () => {
  it('uploads an avatar, saves the profile and applies appearance settings live', async () => {
    const { page, context } = await newPage(holder.browser, e2e.baseUrl, DESKTOP);
    const username = uniqueUsername('prof');
    await openRegister(page);
    await fillRegister(page, username);
    await page.locator('form').getByRole('button', { name: '注册' }).click();
    await page.waitForURL('**/dao');

    await page.goto('/profile');
    await see(page.getByText(`@${username}`));
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('选择头像图片')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await see(page.getByText('头像更新成功'));
    await see(page.locator('img[src*="/avatar?v="]').first());
    await snap(page, 'profile');

    await page.goto('/settings');
    await page.getByLabel('个人简介').fill('上善若水');
    await page.getByRole('button', { name: /保存资料|保存个人资料/ }).click();
    await see(page.getByText('个人资料已保存'));

    await page.getByRole('radio', { name: /蓝/ }).click();
    await see(page.getByText('设置已保存').first());
    await snap(page, 'settings');

    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const res = await fetch(`${e2e.baseUrl}/api/user/settings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await res.json()).appearance.themeColor).toBe('blue');
    const me = await fetch(`${e2e.baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).bio).toBe('上善若水');
    await context.close();
  });
});
