import type { Showroom } from '@/api/types';
import { formatCount } from '@/lib/format';
import { resizedUrl } from '@/lib/image-params';
import { SupplierBadges, SupplierLogo } from './supplier-card';
import styles from './showroom.module.css';
import { ShowroomTabs } from './showroom-tabs';
import { SupplierFavouriteToggle } from './supplier-favourite-toggle';

export function ShowroomHeader({ showroom }: { showroom: Showroom }) {
  return (
    <>
      {showroom.bannerUrl ? (
        <div
          className={styles.banner}
          style={{ backgroundImage: `url(${resizedUrl(showroom.bannerUrl, 1920)})` }}
          role="img"
          aria-label={`${showroom.shortName ?? showroom.name}展厅横幅`}
        />
      ) : null}
      <div className={`mall-container ${styles.header}`}>
        <SupplierLogo src={showroom.logo} name={showroom.name} size={80} />
        <div className={styles.headerText}>
          <h1 className={styles.name}>{showroom.name}</h1>
          <SupplierBadges supplier={showroom} />
          {showroom.slogan ? <p className={styles.slogan}>{showroom.slogan}</p> : null}
          <SupplierFavouriteToggle supplierId={showroom.id} name={showroom.name} />
        </div>
        <dl className={styles.stats}>
          <div>
            <dt>在售商品</dt>
            <dd>{formatCount(showroom.counts.products)}</dd>
          </div>
          <div>
            <dt>项目案例</dt>
            <dd>{formatCount(showroom.counts.cases)}</dd>
          </div>
          <div>
            <dt>展厅浏览</dt>
            <dd>{formatCount(showroom.viewCount)}</dd>
          </div>
        </dl>
      </div>
      <div className={`mall-container`}>
        <ShowroomTabs tenantId={showroom.id} />
      </div>
    </>
  );
}
