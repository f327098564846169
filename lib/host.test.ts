import { describe, expect, it } from 'vitest';
import { hostName, themeCodeForHost } from './host';

const routes = [
  { code: 'main', domains: ['localhost', '127.0.0.1'], isDefault: true },
  { code: 'jinwan', domains: ['jinwan.localhost'], isDefault: false },
  { code: 'nancheng', domains: ['nancheng.localhost', 'scm.nancheng.cn'], isDefault: false },
];

describe('hostName', () => {
  it('drops the port and lower-cases', () => {
    expect(hostName('JinWan.localhost:3000')).toBe('jinwan.localhost');
    expect(hostName('localhost')).toBe('localhost');
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName(null)).toBe('');
  });
});

describe('themeCodeForHost', () => {
  it('matches a realm domain exactly', () => {
    expect(themeCodeForHost('jinwan.localhost', routes)).toBe('jinwan');
    expect(themeCodeForHost('scm.nancheng.cn', routes)).toBe('nancheng');
  });
  it('matches a sub-domain of a realm domain', () => {
    expect(themeCodeForHost('www.nancheng.localhost', routes)).toBe('nancheng');
  });
  it('does not treat every *.localhost host as the main theme by suffix', () => {
    expect(themeCodeForHost('other.localhost', routes)).toBe('main');
  });
  it('falls back to the default theme for unknown hosts', () => {
    expect(themeCodeForHost('evil.example.com', routes)).toBe('main');
    expect(themeCodeForHost('', routes)).toBe('main');
  });
  it('falls back to the first theme when none is default', () => {
    expect(themeCodeForHost('x', [{ code: 'a', domains: [], isDefault: false }])).toBe('a');
  });
});
