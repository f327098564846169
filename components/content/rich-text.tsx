import type { CSSProperties } from 'react';
import { sanitizeHtml } from '@/lib/rich-text';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text (older rows hold no tags) becomes paragraphs; HTML goes through the allow-list. */
function toHtml(value: string | null | undefined): string {
  if (!value) return '';
  if (/<[a-zA-Z/!]/.test(value)) return sanitizeHtml(value);
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escape(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Rich text from users or the database, through the allow-list of lib/rich-text (never raw). */
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
    <div className={className} style={style} dangerouslySetInnerHTML={{ __html: toHtml(html) }} />
  );
}
