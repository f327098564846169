import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '@/components/dialogs/testing';
import { feedback } from './feedback';

describe('feedback toasts', () => {
  // antd 6 gives each message notice role="alert", so a toast is announced without a live
  // region of ours; this fails if an upgrade drops it.
  it.each(['error', 'warning', 'success'] as const)('announces a %s toast', async (kind) => {
    render(withProviders(<main />));
    act(() => {
      feedback[kind]('网络错误，请稍后再试');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
  });
});
