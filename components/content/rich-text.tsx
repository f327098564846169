import type { CSSProperties } from 'react';
import { richTextHtml } from '@/lib/rich-text';
import styles from './rich-text.module.css';

/**
 * Stored rich text (bid notices, showroom profiles, descriptions …) as formatted HTML, always
 * through the sanitize-html allow-list of lib/rich-text (never raw); rendered on the server
 * wherever a server page uses it.
 */
export function RichText({
  html,
  className,
  style,
}: {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      style={style}
      dangerouslySetInnerHTML={{ __html: richTextHtml(html) }}
    />
  );
}
