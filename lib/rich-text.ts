/**
 * An allow-list HTML sanitiser for rich text written by users (product descriptions): only the
 * tags and attributes below survive; script, style and similar elements are dropped with their
 * content; links and images keep only http(s) or site-relative addresses. Pure, so the form's
 * preview and the server's save give the same result.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'a',
]);
const VOID_TAGS = new Set(['br', 'img']);
/** Elements whose content is dropped too. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>/g;
const ATTR = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttr(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16) || 32))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d) || 32))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

/** http(s), protocol-less site paths and in-page anchors only. */
export function safeUrl(value: string): string | null {
  const url = value.trim();

  const probe = decodeEntities(url)
    .replace(/[\u0000-\u0020]/g, '')
    .toLowerCase();
  if (/^https?:\/\//.test(probe)) return url;
  if (probe.startsWith('/') && !probe.startsWith('//')) return url;
  if (probe.startsWith('#')) return url;
  return null;
}

function cleanAttrs(tag: string, raw: string): string {
  const allowed = ALLOWED_ATTRS[tag];
  if (!allowed) return '';
  const out: string[] = [];
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.includes(name)) continue;
    let value = m[2] ?? m[3] ?? m[4] ?? '';
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value);
      if (url === null) continue;
      value = url;
    } else if (['width', 'height', 'colspan', 'rowspan'].includes(name)) {
      if (!/^\d{1,4}$/.test(value)) continue;
    }
    out.push(`${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a') out.push('rel="noopener noreferrer nofollow"', 'target="_blank"');
  if (tag === 'img' && !out.some((a) => a.startsWith('src='))) return '\0';
  return out.length ? ` ${out.join(' ')}` : '';
}

/** The HTML with only allowed tags and attributes, every open tag closed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let last = 0;
  const open: string[] = [];
  let dropping: string | null = null;
  for (const m of html.matchAll(TOKEN)) {
    const textBefore = html.slice(last, m.index);
    last = m.index + m[0].length;
    if (!dropping) out += escapeText(textBefore);
    const tag = m[1]?.toLowerCase();
    if (!tag) continue; // comment, doctype, processing instruction
    const closing = m[0].startsWith('</');
    if (dropping) {
      if (closing && tag === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(tag)) {
      if (!closing && !m[0].endsWith('/>')) dropping = tag;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attrs = cleanAttrs(tag, m[2] ?? '');
    if (attrs === '\0') continue;
    out += `<${tag}${attrs}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  if (!dropping) out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** The visible text of rich text (for length checks and search). */
export function htmlText(html: string | null | undefined): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML a RichText block renders (components/content/rich-text). */
export const richTextHtml = sanitizeHtml;
