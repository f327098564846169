import { describe, expect, it } from 'vitest';
import { htmlText, safeUrl, sanitizeHtml } from './rich-text';

describe('sanitizeHtml', () => {
  it('keeps allowed tags and drops scripts, handlers and unknown tags', () => {
    expect(
      sanitizeHtml('<p onclick="x()">森华<strong>木业</strong></p><script>alert(1)</script>'),
    ).toBe('<p>森华<strong>木业</strong></p>');
    expect(sanitizeHtml('<div><marquee>动</marquee><style>p{}</style></div>')).toBe(
      '<div>动</div>',
    );
  });
  it('keeps only safe link and image addresses', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<img src="jav&#x61;script:1"><img src="/files/a.png" onerror="x">')).toBe(
      '<img src="/files/a.png">',
    );
    expect(safeUrl('//evil.example/a.png')).toBeNull();
    expect(safeUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
  });
  it('escapes stray brackets, closes open tags and keeps entities', () => {
    expect(sanitizeHtml('1 < 2 &amp; <b>粗')).toBe('1 &lt; 2 &amp; <b>粗</b>');
    expect(sanitizeHtml('<ul><li>一<li>二</ul>')).toBe('<ul><li>一<li>二</li></li></ul>');
    expect(htmlText('<p>环保 <b>E0</b></p>')).toBe('环保 E0');
  });
});
