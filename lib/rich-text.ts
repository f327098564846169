import sanitize from 'sanitize-html';

/**
 * Rich text written by users (bid notices, showroom profiles, product descriptions …) goes through
 * the maintained `sanitize-html` with an allow-list: script, style and similar elements are
 * dropped with their content, event handlers and inline styles never survive, links and images
 * keep only http(s) or site-relative addresses. Pure, so the editor's preview, the server's save
 * and the public page give the same result (the package bundles for the browser too).
 */

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  // Anything else (iframe, svg, form controls …) loses its tags but keeps its text; these lose both.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  allowedStyles: {},
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // Users' links leave the site: a new tab that cannot reach back, and no ranking passed on
    // (set here, after which the allow-list only lets these two values through).
    a: (tagName, { href, title }) => ({
      tagName,
      attribs: {
        ...(href ? { href } : {}),
        ...(title ? { title } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
    td: numericSpans,
    th: numericSpans,
    img: (tagName, { width, height, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(width && /^\d{1,4}$/.test(width) ? { width } : {}),
        ...(height && /^\d{1,4}$/.test(height) ? { height } : {}),
      },
    }),
  },
};

function numericSpans(tagName: string, { colspan, rowspan }: sanitize.Attributes) {
  const attribs: sanitize.Attributes = {};
  if (colspan && /^\d{1,3}$/.test(colspan)) attribs.colspan = colspan;
  if (rowspan && /^\d{1,3}$/.test(rowspan)) attribs.rowspan = rowspan;
  return { tagName, attribs };
}

/** The HTML with only allowed tags and attributes, every open tag closed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The HTML a RichText block renders: older rows and seeded text hold plain text, which becomes
 * paragraphs; anything with tags goes through the allow-list.
 */
export function richTextHtml(value: string | null | undefined): string {
  if (!value) return '';
  if (/<[a-zA-Z/!]/.test(value)) return sanitizeHtml(value);
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeText(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The visible text of rich text (for length checks, search and summaries). */
export function htmlText(html: string | null | undefined): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
