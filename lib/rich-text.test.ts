import { describe, expect, it } from 'vitest';
import { htmlText, richTextHtml, sanitizeHtml } from './rich-text';

describe('sanitizeHtml', () => {
  it('drops a script payload with its content', () => {
    expect(sanitizeHtml('<p>公告</p><script>alert(1)</script>')).toBe('<p>公告</p>');
    expect(sanitizeHtml('<SCRIPT src="https://evil.example/x.js"></SCRIPT>正文')).toBe('正文');
  });
  it('drops event handlers such as onerror and onclick', () => {
    expect(sanitizeHtml('<img src="/files/a.png" onerror="alert(1)">')).toBe(
      '<img src="/files/a.png" />',
    );
    expect(sanitizeHtml('<p onclick="x()">森华</p>')).toBe('<p>森华</p>');
  });
  it('keeps links only to http(s) or the site and marks them noopener nofollow', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)" target="_self">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a">官网</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">官网</a>',
    );
  });
  it('keeps images only from http(s) or site-relative addresses', () => {
    expect(sanitizeHtml('<img src="javascript:1"><img src="data:image/png;base64,AA">')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" width="20" height="x">')).toBe(
      '<img src="https://cdn.example/a.png" width="20" />',
    );
  });
  it('drops style tags, style attributes and unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<style>p{color:red}</style><p style="color:red">红</p>')).toBe(
      '<p>红</p>',
    );
    expect(sanitizeHtml('<div><marquee>动</marquee><iframe src="/x"></iframe></div>')).toBe(
      '<div>动</div>',
    );
  });
  it('keeps real formatting: paragraphs, strong, lists and tables', () => {
    const html =
      '<p>招标<strong>范围</strong></p><ul><li>地板</li><li>涂料</li></ul>' +
      '<table><thead><tr><th colspan="2">标段</th></tr></thead><tbody><tr><td>一</td><td rowspan="x">二</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(
      '<p>招标<strong>范围</strong></p><ul><li>地板</li><li>涂料</li></ul>' +
        '<table><thead><tr><th colspan="2">标段</th></tr></thead><tbody><tr><td>一</td><td>二</td></tr></tbody></table>',
    );
  });
  it('escapes stray brackets and closes open tags', () => {
    expect(sanitizeHtml('1 < 2 &amp; <b>粗')).toBe('1 &lt; 2 &amp; <b>粗</b>');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('richTextHtml', () => {
  it('turns plain text into paragraphs and sanitises HTML', () => {
    expect(richTextHtml('第一段\n第二行\n\n<第二段>')).toBe(
      '<p>第一段<br>第二行</p><p>&lt;第二段&gt;</p>',
    );
    expect(richTextHtml('<p>公告</p><script>x</script>')).toBe('<p>公告</p>');
    expect(richTextHtml(undefined)).toBe('');
  });
});

describe('htmlText', () => {
  it('gives the visible text', () => {
    expect(htmlText('<p>环保 <b>E0</b></p><script>x</script>')).toBe('环保 E0');
    expect(htmlText('<p>1 &lt; 2</p>')).toBe('1 < 2');
  });
});
