import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductForm } from '@/components/supplier-product/product-form';
import styles from '@/components/workbench/workbench.module.css';
import { HttpError } from '@/server/http/errors';
import { categoryTree } from '@/server/services/category';
import { routeId } from '@/server/services/certification';
import { getSupplierProduct, SUPPLIER_PRODUCT_MSG } from '@/server/services/supplier-product';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const metadata: Metadata = { title: '编辑商品' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

/** 供应中心 · 编辑商品 with its review state; another supplier's product is a 404. */
export default async function EditProductPage({ params }: Props) {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const { id } = await params;
  let detail;
  try {
    detail = await getSupplierProduct(viewer.user, routeId(id, SUPPLIER_PRODUCT_MSG.notFound));
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
  const tree = await categoryTree(true);
  return (
    <section className={styles.panel}>
      <h1 className={styles.pageTitle}>编辑商品</h1>
      <ProductForm key={detail.updatedAt} tree={tree} detail={detail} />
    </section>
  );
}
