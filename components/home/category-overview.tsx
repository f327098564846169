import type { CategoryNode } from '@/lib/category-tree';
import styles from './category-overview.module.css';

/** Level-1 categories with their level-2 children, linking to the category path listing. */
export function CategoryOverview({ tree }: { tree: CategoryNode[] }) {
  return (
    <section className={styles.section} aria-labelledby="category-overview">
      <h2 id="category-overview" className={styles.heading}>
        全部产品分类
      </h2>
      <ul className={styles.grid}>
        {tree.map((first) => (
          <li key={first.id} className={styles.group}>
            <a className={styles.groupTitle} href={`/product/${first.id}`}>
              {first.name}
            </a>
            <ul className={styles.children}>
              {first.subordinate.map((second) => (
                <li key={second.id}>
                  <a href={`/product/${first.id}_${second.id}`}>{second.name}</a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
