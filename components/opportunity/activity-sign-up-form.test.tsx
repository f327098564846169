import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import { fail, ok, ORIGIN } from '@/components/account/testing';
import { withProviders } from '@/components/dialogs/testing';
import { StoreProviders } from '@/components/shell/store-providers';
import { ATTENDEES_MAX } from '@/lib/opportunity-rules';
import { ActivitySignUpForm } from './activity-sign-up-form';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: vi.fn() }) }));

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  server.resetHandlers();
  push.mockReset();
});
afterAll(() => server.close());

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('公司名称'), '南京海川建材有限公司');
  const first = screen.getByRole('group', { name: '参会人1' });
  await user.type(within(first).getByLabelText('姓名'), '陈思远');
  await user.type(within(first).getByLabelText('手机号'), '13912340001');
  await user.click(screen.getByRole('button', { name: '添加参会人' }));
  const second = screen.getByRole('group', { name: '参会人2' });
  await user.type(within(second).getByLabelText('姓名'), '王强');
  await user.type(within(second).getByLabelText('手机号'), '13912340002');
}

describe('ActivitySignUpForm', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const user = userEvent.setup();
    render(withProviders(<ActivitySignUpForm activityId={5} mobile successPath="/s" />));
    await user.type(
      within(screen.getByRole('group', { name: '参会人1' })).getByLabelText('手机号'),
      '123',
    );
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请输入公司名称')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('ties each message to its field, focuses the first and reads a summary', async () => {
    const user = userEvent.setup();
    render(withProviders(<ActivitySignUpForm activityId={5} mobile successPath="/s" />));
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    const company = screen.getByLabelText('公司名称');
    await waitFor(() => expect(company).toHaveFocus());
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('请输入公司名称');
    const name = within(screen.getByRole('group', { name: '参会人1' })).getByLabelText('姓名');
    expect(name).toHaveAccessibleDescription('请输入参会人姓名');
    expect(
      screen.getByText(/^有 3 项需要修改：请输入公司名称；请输入参会人姓名；/),
    ).toBeInTheDocument();

    // Once refused, a message follows what is typed.
    await user.type(company, '南京海川建材有限公司');
    expect(company).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请输入公司名称')).toBeNull();
  });

  it('adds attendees up to the limit and removes one by name', async () => {
    const user = userEvent.setup();
    render(withProviders(<ActivitySignUpForm activityId={5} />));
    for (let i = 1; i < ATTENDEES_MAX; i++) {
      await user.click(screen.getByRole('button', { name: '添加参会人' }));
    }
    expect(screen.getAllByRole('group')).toHaveLength(ATTENDEES_MAX);
    expect(screen.queryByRole('button', { name: '添加参会人' })).toBeNull();
    await user.type(
      within(screen.getByRole('group', { name: '参会人2' })).getByLabelText('姓名'),
      '王强',
    );
    await user.click(screen.getByRole('button', { name: '删除参会人1' }));
    expect(
      within(screen.getByRole('group', { name: '参会人1' })).getByLabelText('姓名'),
    ).toHaveValue('王强');
  });

  it('signs up on the phone poster, which has the stores but no antd around it', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/activity/wx`, () =>
        ok({ id: 9, activityId: 5, tenantName: '南京海川建材有限公司', attendees: [] }),
      ),
    );
    const user = userEvent.setup();
    const { container } = render(
      <StoreProviders initial={{}}>
        <ActivitySignUpForm activityId={5} mobile successPath="/mobile/poster/success" />
      </StoreProviders>,
    );
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
  });

  it('signs up through the phone entry with every attendee and goes to the success page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${ORIGIN}/v1/api/activity/wx`, async ({ request: req }) => {
        bodies.push(await req.json());
        return ok({ id: 9, activityId: 5, tenantName: '南京海川建材有限公司', attendees: [] });
      }),
    );
    const user = userEvent.setup();
    render(
      withProviders(
        <ActivitySignUpForm
          activityId={5}
          shareId="SH1001"
          mobile
          successPath="/mobile/poster/success"
        />,
      ),
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(push).toHaveBeenCalled());
    expect(bodies[0]).toEqual({
      activityId: 5,
      shareId: 'SH1001',
      tenantName: '南京海川建材有限公司',
      attendees: [
        { name: '陈思远', phone: '13912340001', position: '' },
        { name: '王强', phone: '13912340002', position: '' },
      ],
    });
    expect(push).toHaveBeenCalledWith(
      '/mobile/poster/success?id=5&kind=signup&name=%E5%8D%97%E4%BA%AC%E6%B5%B7%E5%B7%9D%E5%BB%BA%E6%9D%90%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8',
    );
  });

  it('keeps what was typed when the server refuses', async () => {
    server.use(
      http.post(`${ORIGIN}/v1/api/activity`, () => fail(400, '手机号 13912340001 已报名该活动')),
    );
    const user = userEvent.setup();
    render(withProviders(<ActivitySignUpForm activityId={5} />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('手机号 13912340001 已报名该活动');
    expect(screen.getByLabelText('公司名称')).toHaveValue('南京海川建材有限公司');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('changing a sign-up', () => {
  it('starts from the sign-up and saves through PUT activity with its id', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${ORIGIN}/v1/api/activity`, async ({ request: req }) => {
        const body = (await req.json()) as Record<string, unknown>;
        bodies.push(body);
        return ok({ ...body, shareId: null, type: 1 });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(
      withProviders(
        <ActivitySignUpForm
          activityId={5}
          editing={{
            id: 31,
            tenantName: '南京海川建材有限公司',
            attendees: [{ name: '陈思远', phone: '13912340001', position: null }],
          }}
          onSaved={onSaved}
        />,
      ),
    );
    expect(screen.getByLabelText('公司名称')).toHaveValue('南京海川建材有限公司');
    const first = screen.getByRole('group', { name: '参会人1' });
    await user.clear(within(first).getByLabelText('姓名'));
    await user.type(within(first).getByLabelText('姓名'), '陈思源');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodies[0]).toEqual({
      id: 31,
      activityId: 5,
      tenantName: '南京海川建材有限公司',
      attendees: [{ name: '陈思源', phone: '13912340001', position: '' }],
    });
    expect(push).not.toHaveBeenCalled();
  });
});
