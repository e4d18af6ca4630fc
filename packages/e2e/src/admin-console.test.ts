import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, snap, useBrowser } from './support/browser.js';
import { gone, see } from './support/see.js';
import { ADMIN_INITIAL_PASSWORD, registerViaApi, uniqueUsername, useStack } from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

describe('admin console', () => {
  it('first login forces a password change, then lists, verifies and deletes members', async () => {
    const username = uniqueUsername('adm');
    const member = await registerViaApi(e2e.baseUrl, username, '待审道友');
    const { page, context } = await newPage(holder.browser, e2e.baseUrl, DESKTOP);

    await page.goto('/admin/');
    await snap(page, 'admin-login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill(ADMIN_INITIAL_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await see(page.getByLabel('当前密码'));
    await page.getByLabel('当前密码').fill(ADMIN_INITIAL_PASSWORD);
    await page.getByLabel('新密码', { exact: true }).fill('e2e-new-admin-pass');
    await page.getByLabel('确认新密码').fill('e2e-new-admin-pass');
    await page.getByRole('button', { name: '修改密码' }).click();
    await see(page.getByText('密码已修改'));

    const row = page.getByRole('row').filter({ hasText: username });
    await see(row);
    await see(row.getByText('未认证'));
    await snap(page, 'admin-members');

    await page.getByRole('button', { name: `认证 ${username}` }).click();
    await see(row.getByText('已认证'));
    const adminToken = await page.evaluate(() => localStorage.getItem('adminToken'));
    const listed = await fetch(`${e2e.baseUrl}/api/admin/users?search=${username}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect((await listed.json()).users[0]).toMatchObject({ id: member.user.id, isVerified: true });

    await page.getByRole('button', { name: `删除 ${username}` }).click();
    await see(page.getByText('此操作不可恢复'));
    await page.getByRole('button', { name: '确认删除' }).click();
    await gone(page.getByRole('row').filter({ hasText: username }));
    const after = await fetch(`${e2e.baseUrl}/api/admin/users?search=${username}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect((await after.json()).users).toEqual([]);
    const login = await fetch(`${e2e.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'secret123' }),
    });
    expect(login.status).toBe(401);

    await gone(page.getByRole('button', { name: '删除 admin' }));
    await context.close();
  });
});
