import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkPagination } from './link-pagination';

const href = (page: number) => `/list?page=${page}`;

describe('LinkPagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <LinkPagination current={1} total={20} pageSize={20} href={href} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('links every shown page, marks the current one and hides the gaps from screen readers', () => {
    render(<LinkPagination current={10} total={1000} pageSize={20} href={href} showTotal />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(nav).toHaveTextContent('共 1000 条');
    const pages = within(nav)
      .getAllByRole('link', { name: /^第 \d+ 页$/ })
      .map((a) => a.textContent);
    expect(pages).toEqual(['1', '8', '9', '10', '11', '12', '50']);
    expect(within(nav).getByRole('link', { name: '第 10 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '第 50 页' })).toHaveAttribute(
      'href',
      '/list?page=50',
    );
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute(
      'href',
      '/list?page=9',
    );
    expect(within(nav).getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/list?page=11',
    );
    for (const gap of within(nav).getAllByText('…')) {
      expect(gap).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has no link before the first page or after the last', () => {
    render(<LinkPagination current={3} total={50} pageSize={20} href={href} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).queryByRole('link', { name: '下一页' })).toBeNull();
    expect(within(nav).getByText('下一页 ›')).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: '上一页' })).toHaveAttribute(
      'href',
      '/list?page=2',
    );
  });
});
