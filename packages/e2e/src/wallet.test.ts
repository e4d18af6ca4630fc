import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, snap, storeSession, useBrowser } from './support/browser.js';
import { see } from './support/see.js';
import { ADMIN_INITIAL_PASSWORD, registerViaApi, uniqueUsername, useStack } from './support/stack.js';

const e2e = useStack();
const holder = useBrowser();

interface Member {
  username: string;
  token: string;
  id: string;
  page: Page;
  close: () => Promise<void>;
}

async function member(nickname: string): Promise<Member> {
  const username = uniqueUsername('wallet');
  const { token, user } = await registerViaApi(e2e.baseUrl, username, nickname);
  const { context, page } = await newPage(holder.browser, e2e.baseUrl);
  await page.goto('/');
  await storeSession(page, token, user);
  // The wallet opens when the registration event reaches the wallet service.
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${e2e.baseUrl}/api/user/wallet`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { username, token, id: user.id, page, close: () => context.close() };
}

const wallet = async (m: Member) =>
  (await (
    await fetch(`${e2e.baseUrl}/api/user/wallet`, { headers: { authorization: `Bearer ${m.token}` } })
  ).json()) as {
    balance: string;
    isVerified: boolean;
  };

let payer: Member;
let payee: Member;
beforeAll(async () => {
  payer = await member('施主甲');
  payee = await member('施主乙');
});
afterAll(async () => {
  await payer?.close();
  await payee?.close();
});

describe('the merit box', () => {
  it('recharges 100, sets a transaction password, transfers 30, donates, and the payee sees 30.00', async () => {
    const page = payer.page;
    await page.goto('/wallet');
    await page.getByRole('button', { name: '充值', exact: true }).click();
    await page.getByLabel('金额').fill('100');
    await page.getByRole('button', { name: '确认充值' }).click();
    await see(page.getByText('充值成功'));
    await see(page.getByText('100.00').first());
    expect((await wallet(payer)).balance).toBe('100.00');

    await page.getByRole('button', { name: '设置交易密码' }).click();
    await page.getByLabel('交易密码', { exact: true }).fill('246810');
    await page.getByLabel('确认交易密码').fill('246810');
    await page.getByRole('button', { name: '确认设置' }).click();
    await see(page.getByText('交易密码设置成功'));

    await page.getByRole('button', { name: '转账', exact: true }).click();
    await page.getByLabel('收款人用户名').fill(payee.username);
    await see(page.getByText('施主乙'));
    await page.getByLabel('金额').fill('30');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByLabel('交易密码', { exact: true }).fill('246810');
    await page.getByRole('button', { name: '确认转账' }).click();
    await see(page.getByText('转账成功'));
    await see(page.getByText('70.00').first());

    await page.getByRole('button', { name: '捐献', exact: true }).click();
    await page.getByLabel('金额').fill('12.5');
    await page.getByLabel('留言').fill('愿众生安乐');
    await page.getByRole('button', { name: '下一步' }).click();
    // Money leaving the wallet is confirmed with the transaction password, as for a transfer.
    await see(page.getByRole('dialog', { name: '确认捐献' }).getByText('愿众生安乐'));
    await page.getByLabel('交易密码', { exact: true }).fill('246810');
    await page.getByRole('button', { name: '确认捐献' }).click();
    await see(page.getByText('捐献成功'));
    await see(page.getByText('57.50').first());
    await snap(page, 'wallet');
    expect((await wallet(payer)).balance).toBe('57.50');

    await payee.page.goto('/wallet');
    await see(payee.page.getByText('30.00').first());
    expect((await wallet(payee)).balance).toBe('30.00');
  });

  it('submits a real-name application, the admin approves it, and the wallet shows the verified badge', async () => {
    const page = payer.page;
    await page.goto('/wallet');
    await page.getByRole('button', { name: '实名认证' }).first().click();
    await page.getByLabel('真实姓名').fill('张三丰');
    await page.getByLabel('身份证号').fill('11010519491231002X');
    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: '提交认证' }).click();
    await see(page.getByText('认证申请已提交'));

    const { context, page: admin } = await newPage(holder.browser, e2e.baseUrl, DESKTOP);
    await admin.goto('/admin/');
    await admin.getByLabel('用户名').fill('admin');
    await admin.getByLabel('密码', { exact: true }).fill(ADMIN_INITIAL_PASSWORD);
    await admin.getByRole('button', { name: '登录', exact: true }).click();
    await admin.getByLabel('当前密码').fill(ADMIN_INITIAL_PASSWORD);
    await admin.getByLabel('新密码', { exact: true }).fill('wallet-admin-pass');
    await admin.getByLabel('确认新密码').fill('wallet-admin-pass');
    await admin.getByRole('button', { name: '修改密码' }).click();
    await see(admin.getByText('密码已修改'));
    await admin.goto('/admin/verifications');
    await see(admin.getByText('张三丰'));
    await see(admin.getByText(/^1101\*+002X$/));
    expect(await admin.getByText('11010519491231002X').count()).toBe(0);
    await admin.getByRole('button', { name: `通过 ${payer.username}` }).click();
    await see(admin.getByText('审核通过'));
    await snap(admin, 'admin-verifications');
    await context.close();

    for (let i = 0; i < 100 && !(await wallet(payer)).isVerified; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await wallet(payer)).isVerified).toBe(true);
    await page.goto('/wallet');
    await see(page.getByText('已实名'));
  });
});
