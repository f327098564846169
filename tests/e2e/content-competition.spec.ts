import { expect, test } from './fixtures';
import { DEMO, readPopups, signIn } from './helpers';

test('a designer signs up for a track and uploads entry material', async ({
  page,
  consoleErrors,
}) => {
  // The second sign-up for the same track is refused with 409 on purpose.
  consoleErrors.allow(/status of 409/);
  await signIn(page.request, DEMO.designer);
  await readPopups(page.request);
  await page.goto('/competition');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('tabpanel', { name: '报名参赛' });

  await form.getByRole('radio', { name: '建筑景观组' }).check();
  await form.getByRole('radio', { name: '设计团队' }).check();
  await form.getByLabel('姓名').fill('周子墨');
  await form.getByLabel('手机号').fill('1380000');
  await form.getByRole('button', { name: '立即报名' }).click();
  // The same rule as the server: a wrong phone is refused before sending, nothing is lost.
  await expect(form.getByText('请输入正确的11位手机号码', { exact: true })).toBeVisible();
  await expect(form.getByLabel('姓名')).toHaveValue('周子墨');
  await form.getByLabel('手机号').fill('13800000005');
  await form.getByLabel('团队人数').click();
  await page.locator('.ant-select-item-option', { hasText: '2-3人' }).click();
  await form.getByLabel('毕业院校').fill('同济大学');
  await form.getByRole('button', { name: '立即报名' }).click();
  await expect(page.locator('.ant-message').getByText(/报名成功/)).toBeVisible();

  const mine = page.getByRole('list', { name: '我的报名' });
  const row = mine
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /建筑景观组/ }) });
  await expect(row).toContainText('设计团队');
  await expect(row).toContainText('当前赛段：初赛');

  await row.getByLabel('作品名称').fill('滨水公园更新方案');
  await row.locator('input[type=file]').setInputFiles({
    name: '滨水公园更新方案.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  // A link once uploaded: the name alone already shows while the file is still uploading, and a
  // submit then is refused with 请上传参赛资料.
  await expect(row.getByRole('link', { name: '滨水公园更新方案.pdf' })).toBeVisible();
  await row.getByRole('button', { name: '提交初赛作品' }).click();
  await expect(page.locator('.ant-message').getByText('参赛资料已提交')).toBeVisible();
  const entry = row.getByRole('list', { name: '建筑景观组的参赛作品' });
  await expect(entry).toContainText('滨水公园更新方案 · 初赛 · 已提交');

  // The file went through the storage driver and is served to its owner.
  const href = await entry.getByRole('link', { name: '滨水公园更新方案' }).getAttribute('href');
  expect(href).toMatch(/^\/v1\/api\/file\/private\//);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('tab', { name: '我的设计项目' }).click();
  await expect(page.getByRole('cell', { name: '滨水公园更新方案' })).toBeVisible();

  // Signing up twice for the same track is refused with the server's message.
  await page.getByRole('tab', { name: '报名参赛' }).click();
  await form.getByRole('radio', { name: '建筑景观组' }).check();
  await form.getByRole('button', { name: '立即报名' }).click();
  await expect(page.locator('.ant-message').getByText('您已报名该赛道')).toBeVisible();
});
