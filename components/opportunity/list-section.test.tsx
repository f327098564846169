import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '@/components/search/test-host';
import { listPageState } from '@/lib/list-page-state';
import { ListRow, ListSection } from './list-section';

const records = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, title: `招标${i + 1}` }));

function setup(page: { records: typeof records; total: number }) {
  const state = listPageState('/bid/list', { pageNo: 1, pageSize: 12, title: '地板' }, ['title']);
  const { Host } = renderHost();
  render(
    <Host>
      <ListSection
        state={state}
        page={page}
        status={<>共 {page.total} 条招标</>}
        layout="rows"
        label="招标列表"
        empty="没有符合条件的招标"
      >
        {(r) => (
          <ListRow
            key={r.id}
            href={`/bid/details/${r.id}`}
            title={r.title}
            meta={<span>广州</span>}
          >
            <span>公开</span>
          </ListRow>
        )}
      </ListSection>
    </Host>,
  );
}

describe('ListSection', () => {
  it('lists the records under their count and links the pages with the filters', () => {
    setup({ records, total: 30 });
    expect(screen.getByRole('status')).toHaveTextContent('共 30 条招标');
    const rows = within(screen.getByRole('list', { name: '招标列表' })).getAllByRole('listitem');
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('link', { name: '招标1' })).toHaveAttribute(
      'href',
      '/bid/details/1',
    );
    expect(rows[0]).toHaveTextContent('广州');
    expect(screen.getByRole('link', { name: '第 2 页' })).toHaveAttribute(
      'href',
      '/bid/list?title=%E5%9C%B0%E6%9D%BF&pageNo=2',
    );
  });

  it('shows the empty state and no pages when nothing matches', () => {
    setup({ records: [], total: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('共 0 条招标');
    expect(screen.queryByRole('list', { name: '招标列表' })).toBeNull();
    expect(screen.getByText('没有符合条件的招标')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
