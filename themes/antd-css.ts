/**
 * antd's prebuilt stylesheet (antd/dist/antd.css, ~110 kB gzip) cut in two, so that the pages
 * most people open first do not load the styles of components they never show (issue 16):
 * - core: what the shop's public pages (home, listing, product detail, the phone poster) and
 *   the shell show on first paint, plus what App's message and confirm dialogs need;
 * - rest: every other component the mall uses, loaded by the other pages (components/shell/
 *   antd-styles) and by widgets that load on demand.
 * Styles of components the mall never uses are left out. Rules keep antd's order within each
 * file. `npm run antd:css` writes themes/antd/*.css from the installed antd; a unit test fails
 * when they are out of date.
 */

/**
 * antd component prefixes (`.ant-<prefix>`, first word) styled in core. Those pages render no antd
 * component of their own (their controls and the shell are plain markup); what they show of antd
 * is App's message and confirm dialogs, the announcement popups and the captcha's spinner.
 */
const CORE = new Set([
  'app',
  'btn',
  'wave',
  'fade',
  'zoom',
  'move',
  'slide',
  'message',
  'modal',
  'spin',
]);

/** Components the mall does not use; their styles are left out. */
const UNUSED = new Set([
  'mentions',
  'slider',
  'tour',
  'transfer',
  'splitter',
  'carousel',
  'masonry',
  'segmented',
  'float',
  'qrcode',
]);

/** Top-level blocks of a minified stylesheet: rules, @media, @keyframes, … */
function topLevelBlocks(css: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      blocks.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return blocks;
}

/** Where a block goes: core, rest, or nowhere (null). */
function placeOf(block: string): 'core' | 'rest' | null {
  const head = block.slice(0, block.indexOf('{'));
  // Per-instance variable sets of ConfigProviders without a cssVar key: the mall's provider has
  // one (css-var-mall) and the layout writes the variables itself (themes/css-vars.ts).
  if (/^\.css-var-_/.test(head)) return null;
  // Animations and the icon and link basics serve every component.
  if (head.startsWith('@keyframes') || !head.includes('.ant-')) return 'core';
  // @media and @container blocks belong to the component named inside them.
  const scope = head.startsWith('@') ? block : head;
  const prefix = /\.ant-([a-z]+)/.exec(scope)?.[1] ?? '';
  if (UNUSED.has(prefix)) return null;
  // The responsive column classes (col-xs-* …) are for layouts with breakpoints: not in core.
  if (prefix === 'col' && head.startsWith('@media')) return 'rest';
  return CORE.has(prefix) ? 'core' : 'rest';
}

export function splitAntdCss(css: string): { core: string; rest: string } {
  const out = { core: [] as string[], rest: [] as string[] };
  for (const block of topLevelBlocks(css)) {
    const place = placeOf(block);
    if (place) out[place].push(block);
  }
  return { core: `${out.core.join('\n')}\n`, rest: `${out.rest.join('\n')}\n` };
}
