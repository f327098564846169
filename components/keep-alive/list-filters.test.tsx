import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHost } from '@/components/search/test-host';
import { ListFilters } from './list-filters';

function setup(values: Record<string, string | undefined> = {}) {
  const { push, Host } = renderHost();
  render(
    <Host>
      <ListFilters
        path="/bid/list"
        values={values}
        keep={{ provinceId: '440000' }}
        defaults={{ desc: 'true' }}
        fields={[
          { name: 'title', label: '招标标题', type: 'text' },
          { name: 'quoteEndA', label: '截止从', type: 'date' },
          {
            name: 'desc',
            label: '顺序',
            type: 'select',
            options: [
              { value: 'true', label: '由新到旧' },
              { value: 'false', label: '由旧到新' },
            ],
          },
        ]}
      />
    </Host>,
  );
  return { push };
}

describe('ListFilters', () => {
  it('puts trimmed filters in the URL, back on page 1, keeping the other params', async () => {
    const user = userEvent.setup();
    const { push } = setup({ title: '旧词', desc: 'true' });
    const title = screen.getByLabelText('招标标题');
    expect(title).toHaveValue('旧词');
    await user.clear(title);
    await user.type(title, '  地板 ');
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    // desc equals its default, so it stays out of the URL.
    expect(push).toHaveBeenCalledWith('/bid/list?provinceId=440000&title=%E5%9C%B0%E6%9D%BF');
  });

  it('writes a non-default choice and clears everything on reset', async () => {
    const user = userEvent.setup();
    const { push } = setup({ desc: 'false', title: 'x' });
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    expect(push).toHaveBeenLastCalledWith('/bid/list?provinceId=440000&desc=false&title=x');
    await user.click(screen.getByRole('button', { name: /重\s?置/ }));
    expect(push).toHaveBeenLastCalledWith('/bid/list?provinceId=440000');
  });
});
