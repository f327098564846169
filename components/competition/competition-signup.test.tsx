import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '@/api/request';
import type { UserInfo } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { CompetitionSignup } from './competition-signup';

const ORIGIN = 'http://mall.test';
const posted: unknown[] = [];
let answer: { status: number; msg: string } = { status: 200, msg: 'success' };

const server = setupServer(
  http.post(`${ORIGIN}/v1/api/competition/signUp`, async ({ request: req }) => {
    posted.push(await req.json());
    return HttpResponse.json(
      { code: answer.status === 200 ? 0 : answer.status, msg: answer.msg, data: { id: 9 } },
      { status: answer.status },
    );
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  request.defaults.baseURL = ORIGIN;
});
afterEach(() => {
  posted.length = 0;
  answer = { status: 200, msg: 'success' };
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const user = { id: 5, name: '周子墨', phone: '13800000005', topType: 3 } as UserInfo;

function mount(onSignedUp = vi.fn()) {
  render(
    withProviders(
      <CompetitionSignup
        competitionId={1}
        tracks={[
          { id: 1, name: '室内空间组' },
          { id: 2, name: '建筑景观组' },
        ]}
        extraFields={[{ name: 'school', label: '毕业院校', type: 'text', required: true }]}
        open
        onSignedUp={onSignedUp}
      />,
      { user: { userInfo: user } },
    ),
  );
  return onSignedUp;
}

describe('CompetitionSignup', () => {
  it('checks the fields with the server rules before sending', async () => {
    mount();
    await userEvent.clear(screen.getByLabelText('手机号'));
    await userEvent.type(screen.getByLabelText('手机号'), '12345');
    await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
    expect(await screen.findByText('请输入正确的11位手机号码')).toBeInTheDocument();
    // Each field's error list settles on its own tick.
    expect(await screen.findByText('请选择赛道')).toBeInTheDocument();
    expect(await screen.findByText('请填写毕业院校')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the sign-up, and keeps the input when the server refuses it', async () => {
    const onSignedUp = mount();
    await userEvent.click(screen.getByRole('radio', { name: '建筑景观组' }));
    await userEvent.type(screen.getByLabelText('毕业院校'), '同济大学');
    answer = { status: 409, msg: '您已报名该赛道' };
    await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
    expect(await screen.findByText('您已报名该赛道')).toBeInTheDocument();
    expect(screen.getByLabelText('毕业院校')).toHaveValue('同济大学');
    expect(onSignedUp).not.toHaveBeenCalled();

    answer = { status: 200, msg: 'success' };
    await userEvent.click(screen.getByRole('button', { name: '立即报名' }));
    await waitFor(() => expect(onSignedUp).toHaveBeenCalled());
    expect(posted[1]).toEqual({
      competitionId: 1,
      trackId: 2,
      designerType: 1,
      name: '周子墨',
      phone: '13800000005',
      extra: { school: '同济大学' },
    });
  });
});
