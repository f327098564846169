import Link from 'next/link';
import type { SupplierGreenInfo } from '@/api/modules/supplier';
import styles from '@/components/workbench/workbench.module.css';
import { formatDateTime } from '@/lib/format';
import { workbenchHref } from '@/lib/workbench-nav';
import centre from './centre.module.css';

/**
 * 绿色低碳信息 (supplier/green/info): certificates issued to the company are kept by the
 * certification bodies and shown read-only; product certificates are edited with the product.
 */
export function GreenInfoPanel({ info }: { info: SupplierGreenInfo }) {
  return (
    <section className={styles.panel} aria-labelledby="green-title">
      <h2 id="green-title" className={centre.sectionTitle}>
        绿色低碳信息
      </h2>
      <p className={centre.muted}>
        绿色建材认证证书由认证机构登记，此处只读；商品上挂的绿色/低碳证书请在
        <Link href={workbenchHref('supplier', 'products')} prefetch={false}>
          商品管理
        </Link>
        中随商品维护。
      </p>
      <h3 className={centre.sectionTitle} style={{ fontSize: 14, marginTop: 12 }}>
        绿色建材认证（{info.certificates.length}）
      </h3>
      {info.certificates.length === 0 ? (
        <p className={centre.empty}>暂无绿色建材认证证书</p>
      ) : (
        <table className={centre.table} aria-label="绿色建材认证证书">
          <thead>
            <tr>
              <th scope="col">证书编号</th>
              <th scope="col">认证产品</th>
              <th scope="col">等级</th>
              <th scope="col">发证机构</th>
              <th scope="col">有效期</th>
            </tr>
          </thead>
          <tbody>
            {info.certificates.map((c) => (
              <tr key={c.id}>
                <td>{c.certNo}</td>
                <td>{c.productName}</td>
                <td>{c.level}</td>
                <td>{c.issuedBy}</td>
                <td>
                  {c.issueDate} 至 {c.expireDate}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3 className={centre.sectionTitle} style={{ fontSize: 14, marginTop: 16 }}>
        商品证书（{info.productCertificates.length}）
      </h3>
      {info.productCertificates.length === 0 ? (
        <p className={centre.empty}>暂无商品证书</p>
      ) : (
        <table className={centre.table} aria-label="商品证书">
          <thead>
            <tr>
              <th scope="col">商品</th>
              <th scope="col">证书</th>
              <th scope="col">编号</th>
              <th scope="col">有效期至</th>
            </tr>
          </thead>
          <tbody>
            {info.productCertificates.map((c) => (
              <tr key={c.id}>
                <td>{c.productName}</td>
                <td>{c.name}</td>
                <td>{c.certNo}</td>
                <td>
                  {formatDateTime(c.expiresAt, 'day')}
                  {c.expired ? (
                    <span
                      className={`${centre.tag} ${centre.tagExpired}`}
                      style={{ marginLeft: 8 }}
                    >
                      已过期
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
