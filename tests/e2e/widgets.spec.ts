import { expect, test } from './fixtures';
import { readPopups } from './helpers';

test.describe('popups', () => {
  test('the home announcement counts down, closes by itself and stays read', async ({ page }) => {
    await page.goto('/');
    const countdown = page.getByText(/\d+ 秒后自动关闭/);
    await expect(countdown).toBeVisible();
    // It starts at 8 s; on a busy machine a second or two may pass before the first look.
    await expect(countdown).toHaveText(/^[1-8] 秒后自动关闭$/);
    const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
    await expect(countdown).not.toHaveText(`${first} 秒后自动关闭`, { timeout: 5_000 });
    await expect(countdown).toBeHidden({ timeout: 10_000 });

    // displayMethod 1: closing counts as a click, so the read state is recorded for this visitor;
    // the recording call may still be on its way when the notice has gone.
    const unread = async () =>
      (
        (await (await page.request.get('/v1/api/directory/popupInfo/home')).json()) as {
          data: { id: number }[];
        }
      ).data;
    await expect.poll(unread, { timeout: 10_000 }).toEqual([]);
    await page.reload();
    await page.waitForTimeout(1_500);
    await expect(page.getByText(/秒后自动关闭/)).toHaveCount(0);
  });
});

test.describe('lead widget', () => {
  test('slides out, validates in the spec order, then never shows again', async ({ page }) => {
    await readPopups(page.request);
    await page.goto('/');
    const submit = page.getByRole('button', { name: '立即申请' });
    await expect(submit).toBeVisible({ timeout: 6_000 });
    const form = page.locator('section').filter({ has: submit });

    const expectError = async (text: string) => {
      await submit.click();
      await expect(form.getByText(text, { exact: true })).toBeVisible();
    };
    await expectError('请输入您的姓名');
    await form.getByLabel('联系人').fill('王经理');
    await expectError('请输入手机号');
    await form.getByLabel('手机号').fill('12345678901');
    await expectError('请输入正确的11位手机号码');
    await form.getByLabel('手机号').fill(`139${String(Date.now()).slice(-8)}`);
    await expectError('请输入公司名称');
    await form.getByLabel('公司名称').fill('上海筑城置业有限公司');
    await expectError('请输入职位');
    await form.getByLabel('职位').fill('采购经理');
    await submit.click();
    await expect(page.getByText('申请成功，工作人员会尽快与您联系')).toBeVisible();

    await page.reload();
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('button', { name: '立即申请' })).toHaveCount(0);
  });
});
