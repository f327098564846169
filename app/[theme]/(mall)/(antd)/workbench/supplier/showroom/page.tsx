import type { Metadata } from 'next';
import { GreenInfoPanel } from '@/components/supplier-centre/green-info-panel';
import { ShowroomEditor } from '@/components/supplier-centre/showroom-editor';
import styles from '@/components/workbench/workbench.module.css';
import { supplierGreenInfo } from '@/server/services/supplier-green';
import { showroomBase, showroomDraft } from '@/server/services/supplier-showroom';
import { workbenchViewer } from '@/server/services/workbench-viewer';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '展厅管理' };

/** 供应中心 · 展厅管理: edit, preview and publish the own public showroom. */
export default async function SupplierShowroomPage() {
  const viewer = await workbenchViewer('supplier');
  if (!viewer.allowed) return null;
  const enterpriseId = viewer.user.enterpriseId!;
  const draft = await showroomDraft(enterpriseId);
  const base = await showroomBase(enterpriseId);
  const green = base ? await supplierGreenInfo(viewer.user, undefined) : null;
  return (
    <>
      <section className={styles.panel}>
        <h1 className={styles.pageTitle}>展厅管理</h1>
        {base ? (
          <ShowroomEditor initial={draft} base={base} />
        ) : (
          <p role="status">供应商认证通过后即可编辑展厅，请先在「企业信息与认证」完成认证。</p>
        )}
      </section>
      {green ? <GreenInfoPanel info={green} /> : null}
    </>
  );
}
