import type { Metadata } from 'next';
import { loadShowroom, tenantIdOf } from '@/components/supplier/showroom-data';
import styles from '@/components/supplier/supplier.module.css';
import { showroomContact } from '@/server/services/suppliers';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const showroom = await loadShowroom((await params).id);
  return { title: `联系我们 - ${showroom.shortName ?? showroom.name}` };
}

/** /supplier/:tenantId/company-contact */
export default async function CompanyContactPage({ params }: Props) {
  const { id } = await params;
  // The showroom first: a missing one is the 404 page, not a failed contact lookup.
  const showroom = await loadShowroom(id);
  const contact = await showroomContact(tenantIdOf(id));
  const rows: [string, string | null][] = [
    ['公司名称', showroom.name],
    ['联系人', contact.contactName],
    ['联系电话', contact.contactPhone],
    ['电子邮箱', contact.contactEmail],
    ['公司网址', contact.website],
    ['所在地区', [contact.province, contact.city].filter(Boolean).join(' ') || null],
    ['详细地址', contact.address],
  ];
  return (
    <section className={styles.panel} style={{ margin: '20px 0 40px' }} aria-labelledby="contact">
      <h2 id="contact" className={styles.panelTitle}>
        联系方式
      </h2>
      <dl className={styles.dl}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>
              {k === '联系电话' && v ? <a href={`tel:${v}`}>{v}</a> : null}
              {k === '电子邮箱' && v ? <a href={`mailto:${v}`}>{v}</a> : null}
              {k !== '联系电话' && k !== '电子邮箱' ? (v ?? '—') : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
