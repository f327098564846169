/** Builds the SVG marks of a built-in theme (logos on dark/light backgrounds and the favicon). */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function logoSvg(shortName: string, color: string, onDark: boolean): string {
  const text = onDark ? '#ffffff' : '#1f2329';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48"><rect x="2" y="6" width="36" height="36" rx="8" fill="${color}"/><path d="M11 31 L20 15 L29 31 Z" fill="#ffffff"/><text x="48" y="32" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="22" font-weight="700" fill="${text}">${escapeXml(shortName)}</text></svg>`;
}

export function faviconSvg(mark: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(mark)}</text></svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
