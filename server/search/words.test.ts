import { describe, expect, it } from 'vitest';
import { segmenter } from './words';

describe('segmenter', () => {
  it('keeps an added trade word whole', () => {
    segmenter().addWords(['筑采测试砖']);
    expect(segmenter().queryWords('筑采测试砖 800')).toContain('筑采测试砖');
  });

  it('takes names with spaces, marks and symbols as their runs of letters and digits', () => {
    expect(() =>
      segmenter().addWords(['马可 波罗测试砖', "𓊚𝓌'(𝆹𝅥𝅮测试漆", '测试地板\n1', '测试线材 200000']),
    ).not.toThrow();
    expect(segmenter().queryWords('波罗测试砖')).toEqual(['波罗测试砖']);
    expect(segmenter().queryWords('测试漆')).toEqual(['测试漆']);
    expect(segmenter().queryWords('测试线材')).toEqual(['测试线材']);
  });
});
