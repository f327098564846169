import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/components/shell/test-providers';
import { BrandPage } from './brand/brand-page';
import { ImageSearchPager } from './image-search/image-search-pager';

describe('pagers of the brand page and the image search', () => {
  it('links the pages of a brand by ?pageNo=', () => {
    render(
      <Providers themeColor="#1d4ed8" initial={{}}>
        <BrandPage
          brand={{
            id: 1,
            name: '森华',
            brandName: 'SENHUA',
            webmap: 'senhua',
            initial: 'S',
            url: '',
            productCount: 50,
          }}
          page={{ records: [], total: 50, pageNo: 2, pageSize: 20 }}
        />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '第 1 页' })).toHaveAttribute('href', '/brand/senhua');
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/brand/senhua?pageNo=3',
    );
  });

  it('keeps the searched image in the links of the image search pages', () => {
    render(
      <Providers themeColor="#1d4ed8" initial={{}}>
        <ImageSearchPager url="/files/a.png" pageNo={1} pageSize={20} total={45} />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: '第 3 页' }).getAttribute('href')).toMatch(
      /a\.png.*&pageNo=3$/,
    );
  });
});
