import Link from 'next/link';
import type { Attachment } from '@/server/db/schema';
import styles from './opportunity.module.css';

/** Files of a notice; each opens in the /preview viewer in a new window. */
export function AttachmentList({ files }: { files: Attachment[] }) {
  if (!files.length) return null;
  return (
    <ul className={styles.sideList} aria-label="附件">
      {files.map((f) => (
        <li key={f.url}>
          <Link
            href={`/preview?${new URLSearchParams({ url: f.url, type: f.type, name: f.name })}`}
            target="_blank"
          >
            📎 {f.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
