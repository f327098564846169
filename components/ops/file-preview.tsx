import { FilePdfOutlined } from '@ant-design/icons';
import { fileExtension } from '@/lib/upload-rules';
import styles from './ops.module.css';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg']);

/**
 * A certification document: an image thumbnail or a PDF icon, opening the file in a new tab.
 * Private files come through /v1/api/file/private, which lets operators read them.
 */
export function FilePreview({ url, label }: { url: string | null | undefined; label: string }) {
  if (!url) return <span className={styles.muted}>未上传{label}</span>;
  const image = IMAGE_TYPES.has(fileExtension(url.split('?')[0] ?? url));
  return (
    <a className={styles.file} href={url} target="_blank" rel="noopener noreferrer">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- private files need the session cookie
        <img className={styles.thumb} src={url} alt={`${label}预览`} loading="lazy" />
      ) : (
        <span className={styles.pdf} aria-hidden>
          <FilePdfOutlined />
        </span>
      )}
      <span>查看{label}</span>
    </a>
  );
}
