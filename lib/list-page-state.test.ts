import { describe, expect, it } from 'vitest';
import { listPageState } from './list-page-state';

describe('listPageState', () => {
  const bid = {
    pageNo: 3,
    pageSize: 12,
    title: '地板',
    nonresidentialType: 2,
    sortColumn: 'first_publish_notice_time',
    desc: false,
  };

  it('shows every filter as text and keeps the page', () => {
    const state = listPageState('/bid/list', bid, [
      'title',
      'nonresidentialType',
      'sortColumn',
      'desc',
    ]);
    expect(state).toMatchObject({ path: '/bid/list', pageNo: 3, pageSize: 12 });
    expect(state.values).toEqual({
      title: '地板',
      nonresidentialType: '2',
      sortColumn: 'first_publish_notice_time',
      desc: 'false',
    });
  });

  it('leaves defaults out of the URL params but not out of the filter values', () => {
    const defaults = { sortColumn: 'first_publish_notice_time', desc: 'true' };
    const state = listPageState('/bid/list', bid, ['sortColumn', 'desc'], defaults);
    expect(state.params).toEqual({ sortColumn: undefined, desc: 'false' });
    expect(state.values.sortColumn).toBe('first_publish_notice_time');
    expect(state.defaults).toBe(defaults);
  });

  it('treats absent and empty values as unset, and keeps a zero', () => {
    const state = listPageState(
      '/demand/list',
      { pageNo: 1, pageSize: 12, styleId: undefined, name: '', status: 0, cityId: null },
      ['styleId', 'name', 'status', 'cityId'],
    );
    expect(state.values).toEqual({
      styleId: undefined,
      name: undefined,
      status: '0',
      cityId: undefined,
    });
    expect(state.params).toEqual(state.values);
  });
});
