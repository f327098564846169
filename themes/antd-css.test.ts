import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitAntdCss } from './antd-css';

const antdCss = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
const written = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'antd', name), 'utf8').replace(/^\/\*.*\*\/\n/, '');

describe('splitAntdCss', () => {
  const { core, rest } = splitAntdCss(antdCss);

  it('matches the files in themes/antd (run npm run antd:css after upgrading antd)', () => {
    expect(written('core.css')).toBe(core);
    expect(written('rest.css')).toBe(rest);
  });

  it('puts each component in one file and keeps the shell’s in core', () => {
    expect(core).toContain('.ant-btn{');
    expect(core).toContain('.ant-modal-root');
    expect(rest).not.toContain('.ant-btn{');
    expect(rest).toContain('.ant-table-wrapper');
    expect(rest).toContain('.ant-picker{');
  });

  it('leaves out unused components and per-instance variable sets', () => {
    const starts = `\n${core}\n${rest}`;
    expect(starts).not.toContain('\n.ant-transfer{');
    expect(starts).not.toContain('\n.css-var-_');
  });
});
