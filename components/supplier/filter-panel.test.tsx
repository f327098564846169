import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChipRow, KeywordSearch } from './filter-panel';

describe('supplier filter panel', () => {
  it('marks the active chip and names the list apart from the row when asked', () => {
    render(
      <ChipRow
        label="地板"
        listLabel="地板子类"
        chips={[
          { name: '实木地板', href: '/list?categoryId=6', active: true },
          { name: '强化地板', href: '/list?categoryId=7', active: false },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: '地板' })).toBeVisible();
    const list = screen.getByRole('list', { name: '地板子类' });
    expect(within(list).getByRole('link', { name: '实木地板' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(list).getByRole('link', { name: '强化地板' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('carries the other filters in hidden fields, leaving out empty ones', () => {
    const { container } = render(
      <KeywordSearch
        action="/yeation/more"
        keyword="瓷砖"
        keep={{ categoryId: 5, brandIds: '' }}
      />,
    );
    expect(screen.getByRole('search')).toHaveAttribute('action', '/yeation/more');
    expect(screen.getByLabelText('供应商名称、主营产品或品牌')).toHaveValue('瓷砖');
    const hidden = [...container.querySelectorAll('input[type=hidden]')];
    expect(hidden.map((i) => [i.getAttribute('name'), i.getAttribute('value')])).toEqual([
      ['categoryId', '5'],
    ]);
  });
});
