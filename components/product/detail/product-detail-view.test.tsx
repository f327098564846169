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
  minOrderQty: 1,
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
    mainProducts: '瓷砖、地板',
    foundedYear: 2006,
    productCount: 18,
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
  certificates: [],
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

  it('keeps the supplier card to its real facts', () => {
    render(withProviders(<ProductDetailView product={product} />));
    const supplier = screen.getByRole('complementary', { name: '供应商' });
    expect(within(supplier).getByText('广东省 广州市')).toBeInTheDocument();
    expect(within(supplier).getByText('瓷砖、地板')).toBeInTheDocument();
    expect(within(supplier).getByText('2006年')).toBeInTheDocument();
    expect(within(supplier).getByText('18 件')).toBeInTheDocument();
  });

  it('describes the product: specs table, sanitised description, packaging and certificates', () => {
    const full: ProductDetail = {
      ...product,
      minOrderQty: 20,
      attributes: [
        { key: '材质', value: '瓷质' },
        { key: '包装方式', value: '纸箱，每箱 4 片' },
      ],
      detailHtml:
        '<p>通体<strong>防滑</strong>砖</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      skuDtoList: [
        { ...product.skuDtoList[0]!, id: 1, salesAttributes: [{ key: '规格', value: '600x600' }] },
        {
          ...product.skuDtoList[0]!,
          id: 2,
          stock: 0,
          salesAttributes: [{ key: '规格', value: '800x800' }],
        },
      ],
      certificates: [
        {
          name: '绿色建材产品认证（三星级）',
          certNo: 'GB-001',
          issuedBy: '中国质量认证中心',
          expiresAt: '2099-12-31',
        },
      ],
    };
    const { container } = render(withProviders(<ProductDetailView product={full} />));
    const rows = within(screen.getByRole('region', { name: '规格型号' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['规格库存', '600x600有货', '800x800缺货']);
    expect(screen.getByText('起订量：20片')).toBeInTheDocument();
    const desc = screen.getByRole('region', { name: '商品介绍' });
    expect(within(desc).getByText('防滑').tagName).toBe('STRONG');
    expect(desc.textContent).not.toContain('<p>');
    expect(container.querySelector('script, [onerror]')).toBeNull();
    const packaging = screen.getByRole('region', { name: '包装信息' });
    expect(within(packaging).getByText('纸箱，每箱 4 片')).toBeInTheDocument();
    const params = screen.getByRole('region', { name: '商品参数' });
    expect(within(params).queryByText('包装方式')).toBeNull();
    const certs = screen.getByRole('region', { name: '资质证书' });
    expect(within(certs).getByText('GB-001')).toBeInTheDocument();
    expect(within(certs).getByText('有效期至 2099-12-31')).toBeInTheDocument();
  });

  it('says so when the supplier wrote no description', () => {
    render(withProviders(<ProductDetailView product={product} />));
    expect(screen.getByText('供应商暂未填写图文介绍')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '资质证书' })).toBeNull();
  });

  it('shows the file-view dialog to a visitor instead of opening a file', async () => {
    render(withProviders(<ProductDetailView product={product} />));
    await userEvent.click(screen.getByRole('button', { name: '查看 检测报告.pdf' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(/采购商会员/);
  });
});
