import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@/api/types';
import { withProviders } from '@/components/dialogs/testing';
import { ProductDetailView } from './product-detail-view';

const product: ProductDetail = {
  id: 9,
  name: '防滑地砖 600x600',
  model: 'DZ-1',
  unit: '片',
  mainImage: '/files/a.png',
  images: ['/files/a.png', '/files/b.png'],
  attributes: [{ key: '材质', value: '瓷质' }],
  itemSalesAttributes: [],
  status: 1,
  salesCount: 3,
  detailHtml: null,
  brand: { id: 2, name: '马可波罗', brandName: 'MARCO', logo: '/files/l.png', webmap: 'marco' },
  categoryIds: [1, 5, 51],
  categoryNames: ['装饰建材', '地板', '实木复合地板'],
  supplier: {
    id: 4,
    name: '某某建材',
    logo: null,
    memberLevel: 'best_choice_senior',
    province: '广东省',
    city: '广州市',
    showroomUrl: '/supplier/4',
  },
  skuDtoList: [
    {
      id: 1,
      price: 8800,
      priceType: 2,
      extraPriceJson: '{}',
      salesAttributes: [],
      stock: 3,
      skuAgreementsDtoList: [],
    },
  ],
  rightsFiles: [{ id: 1, name: '检测报告.pdf', fileType: 'pdf', size: 10, rightType: 1 }],
  related: [{ id: 10, name: '相关地砖', mainImage: '/files/c.png', skuDtoList: [] }],
};

describe('ProductDetailView', () => {
  it('renders gallery, price, attributes, supplier card, rights and related products', () => {
    render(withProviders(<ProductDetailView product={product} />));
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeInTheDocument();
    expect(screen.getByTestId('detail-price')).toHaveTextContent('¥88.00/片');
    expect(screen.getByRole('link', { name: '地板' })).toHaveAttribute('href', '/product/1_5');
    expect(screen.getByRole('link', { name: '实木复合地板' })).toHaveAttribute(
      'href',
      '/product/1_5_51',
    );
    const supplier = screen.getByRole('complementary', { name: '供应商' });
    expect(within(supplier).getByText('高级会员')).toBeInTheDocument();
    expect(within(supplier).getByRole('link', { name: '进入展厅' })).toHaveAttribute(
      'href',
      '/supplier/4',
    );
    expect(screen.getByText('瓷质')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /相关地砖/ })).toHaveAttribute(
      'href',
      '/product/item/10',
    );
    expect(screen.getByText('询价')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /第\d张图片/ })).toHaveLength(2);
  });

  it('shows the file-view dialog to a visitor instead of opening a file', async () => {
    render(withProviders(<ProductDetailView product={product} />));
    await userEvent.click(screen.getByRole('button', { name: '查看 检测报告.pdf' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/采购商会员/);
  });
});
