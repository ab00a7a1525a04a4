// Step 2 of the 竞价回收 form as a seller fills it in (the journeys in recycle.spec.ts, recycle-deal.spec.ts and
// realname-gate.spec.ts):
// account, phone, asking price, description, the 实名 name and picture, two game screenshots — then waits until
// every picture is uploaded (the form sends only what the server has accepted).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function fillRecycleDetails(page: Page, request: { account: string; price: number; des: string }): Promise<void> {
  await page.getByPlaceholder('请输入游戏账号').fill(request.account);
  await page.getByPlaceholder('回收商和客服将通过此号码联系您').fill('13900139000');
  await page.getByPlaceholder('请输入期望价格').fill(String(request.price));
  await page.getByPlaceholder('段位、英雄/角色、皮肤、是否可二次实名等').fill(request.des);
  await page.getByPlaceholder('请输入账号实名人的姓名').fill('李大壮');
  await page.getByTestId('relname-img-input').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('game-img-input').setInputFiles([
    { name: 'shot1.png', mimeType: 'image/png', buffer: PNG }, { name: 'shot2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('game-img').getByRole('img', { name: /^游戏截图 \d$/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('relname-img').getByRole('img', { name: '实名截图 1' })).toBeVisible();
}

/** The whole request for 王者荣耀 安卓 / QQ区: both steps, then 提交 (what follows is the caller's to check). */
export async function sendRecycleRequest(page: Page, request: { account: string; price: number; des: string }): Promise<void> {
  await page.goto('/index/jingjiahuishou?gameId=1');
  await page.getByRole('radio', { name: '安卓' }).click();
  await page.getByRole('radio', { name: 'QQ区' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await fillRecycleDetails(page, request);
  await page.getByRole('button', { name: '提交', exact: true }).click();
}
