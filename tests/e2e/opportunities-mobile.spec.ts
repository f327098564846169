import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, MAIN, readPopups, signIn } from './helpers';

type Envelope<T> = { data: T };
type Detail = {
  id: number;
  marketingName: string;
  signCode: string;
  open: boolean;
  startTime: string;
  endTime: string;
};

const HOUR = 3600_000;
/** Today in China time, as the certificate prints it. */
const chinaToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('mobile poster: sign up, sign in with the code, then the attendance certificate', async ({
  page,
  consoleErrors,
}) => {
  // A wrong sign-in code is refused with 400 on purpose.
  consoleErrors.allow(/status of 400/);
  await readPopups(page.request);
  // The operator (the activities' creator) reads the on-site code of an activity on now and
  // still taking sign-ups (the seed's expo); sign-in opens 2 hours before the start.
  const ops = await playwrightRequest.newContext();
  await signIn(ops, DEMO.operator);
  const list = (await (
    await ops.get(`${MAIN}/v1/api/mall/activities?status=1&pageSize=20`)
  ).json()) as Envelope<{ records: { id: number }[] }>;
  let activity: Detail | null = null;
  let upcoming: Detail | null = null;
  for (const { id } of list.data.records) {
    const detail = (await (
      await ops.get(`${MAIN}/v1/api/activity/${id}`)
    ).json()) as Envelope<Detail>;
    const { open, signCode, startTime, endTime } = detail.data;
    const now = Date.now();
    if (Date.parse(startTime) - 2 * HOUR > now) upcoming ??= detail.data;
    else if (open && signCode && now <= Date.parse(endTime)) activity ??= detail.data;
  }
  await ops.dispose();
  expect(activity).not.toBeNull();
  expect(upcoming).not.toBeNull();
  const { id, marketingName, signCode } = activity!;

  // Too early: the page says when sign-in opens.
  await page.goto(`/mobile/poster/signin?id=${upcoming!.id}`);
  await expect(page.getByText('签到尚未开始')).toBeVisible();
  await expect(page.getByText(/^签到时间为活动开始前 2 小时至活动结束（.+ 至 .+）$/)).toBeVisible();
  const phone = `139${String(Date.now()).slice(-8)}`;

  await page.goto(`/mobile/poster/home?id=${id}&shareId=SH1001`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('article', { name: '活动海报' })).toContainText(marketingName);
  // The poster a shared link opens renders no antd (its script stays off the phone's first load).
  await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

  const form = page.getByRole('form', { name: '活动报名' });
  await form.getByRole('button', { name: '提交报名' }).click();
  await expect(form.getByText('请输入公司名称', { exact: true })).toBeVisible();
  await form.getByLabel('公司名称').fill('南京海川建材有限公司');
  const first = form.getByRole('group', { name: '参会人1' });
  await first.getByLabel('姓名').fill('陈思远');
  await first.getByLabel('手机号').fill(phone);
  await first.getByLabel('职位').fill('采购经理');
  await form.getByRole('button', { name: '提交报名' }).click();

  await expect(page).toHaveURL(/\/mobile\/poster\/success\?id=\d+&kind=signup/);
  await expect(page.getByRole('heading', { name: '报名成功' })).toBeVisible();
  await expect(page.getByText('南京海川建材有限公司，期待您的光临')).toBeVisible();

  await page.getByRole('link', { name: '报名名单' }).click();
  await expect(page.getByRole('list', { name: '报名名单' })).toBeVisible();

  await page.getByRole('link', { name: '现场签到' }).click();
  await expect(page).toHaveURL(/\/mobile\/poster\/signin\?id=\d+$/);
  await expect(page.getByText(/^签到时间为活动开始前 2 小时至活动结束（.+ 至 .+）$/)).toBeVisible();
  await expect(page.getByText('签到尚未开始')).toHaveCount(0);
  const signInForm = page.getByRole('form', { name: '活动签到' });
  await signInForm.getByLabel('报名手机号').fill(phone);
  await signInForm.getByLabel('签到码').fill('000000');
  await signInForm.getByRole('button', { name: '签到' }).click();
  await expect(page.getByText('签到码错误或已过期')).toBeVisible();
  await signInForm.getByLabel('签到码').fill(signCode);
  await signInForm.getByRole('button', { name: '签到' }).click();

  await expect(page).toHaveURL(/\/mobile\/poster\/success\?id=\d+&kind=signin/);
  await expect(page.getByRole('heading', { name: '签到成功' })).toBeVisible();
  await expect(page.getByText('欢迎您，陈思远')).toBeVisible();

  await page.getByRole('link', { name: '领取参会证书 ›' }).click();
  await expect(page).toHaveURL(/certificateEntry\?id=\d+$/);
  await page.getByLabel('报名手机号').fill(phone);
  await page.getByRole('button', { name: '查看证书' }).click();
  await expect(page).toHaveURL(/certificateDetails\?id=\d+&no=/);
  const certificate = page.getByRole('region', { name: '参会证书' });
  await expect(certificate).toContainText('陈思远');
  await expect(certificate).toContainText('南京海川建材有限公司');
  await expect(certificate).toContainText(marketingName);
  // The certificate dates the attendance by the sign-in, which was today.
  await expect(certificate).toContainText(`于 ${chinaToday()} 参加了`);
});

test('a phone page with a missing or bad parameter shows the Chinese 404 page and a way back', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/);
  for (const path of [
    '/mobile/poster/certificateDetails?id=10',
    '/mobile/poster/certificateDetails?id=1&no=MK-99999999999',
    '/mobile/poster/signin',
    '/mobile/poster/home?id=abc',
    '/mobile/poster/signs?id=999999',
    '/mobile/information/details?id=x',
    '/mobile/no-such-page',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: '找不到页面' })).toBeVisible();
    await expect(page.getByTestId('error-text')).toHaveText('404 - 页面不存在或已下线');
    await expect(page.getByRole('link', { name: '返回上一页' })).toBeVisible();
    await expect(page.locator('#__next_error__')).toHaveCount(0);
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }

  // 返回上一页 goes back to where the visitor came from.
  await page.getByRole('link', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/mobile\/information\/details\?id=x$/);
});
