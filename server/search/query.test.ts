import { describe, expect, it } from 'vitest';
import { fieldTokens, foldText, pinyinTokens } from './analyze-text';
import { categoryIntent } from './plan';
import { matchQuery, readQuery, splitPinyin } from './query';
import { buildVocabulary } from './vocabulary';
import { segmenter } from './words';

const vocab = buildVocabulary({
  categories: [
    { id: 1, pid: 0, name: '地面材料', level: 1 },
    { id: 5, pid: 1, name: '地板', level: 2 },
    { id: 101, pid: 5, name: '实木地板', level: 3 },
    { id: 6, pid: 1, name: '瓷砖', level: 2 },
    { id: 110, pid: 6, name: '抛光砖', level: 3 },
    { id: 12, pid: 1, name: '水泥砂浆', level: 2 },
    { id: 130, pid: 12, name: '瓷砖胶', level: 3 },
    { id: 13, pid: 1, name: '钢材型材', level: 2 },
    { id: 140, pid: 13, name: '螺纹钢', level: 3 },
    { id: 14, pid: 1, name: '门', level: 2 },
    { id: 150, pid: 14, name: '室内木门', level: 3 },
    { id: 16, pid: 1, name: '幕墙玻璃', level: 2 },
    { id: 160, pid: 16, name: '钢化玻璃', level: 3 },
    { id: 17, pid: 1, name: '卫浴洁具', level: 2 },
    { id: 170, pid: 17, name: '智能马桶', level: 3 },
    { id: 20, pid: 1, name: '涂料', level: 2 },
    { id: 200, pid: 20, name: '外墙涂料', level: 3 },
  ],
  brands: [{ id: 1, name: '森华' }],
  synonyms: [
    { kind: 'same', term: '马桶', synonyms: ['坐便器', '座便器'] },
    { kind: 'same', term: '墙纸', synonyms: ['壁纸'] },
    { kind: 'broader', term: '钢筋', synonyms: ['螺纹钢'] },
    { kind: 'broader', term: '卫浴', synonyms: ['马桶'] },
    { kind: 'same', term: '免漆', synonyms: ['免喷漆'] },
    { kind: 'same', term: 'Low-E玻璃', synonyms: ['中空玻璃'] },
  ],
});

const meanings = (query: string, mode?: 'strict' | 'sound' | 'loose') =>
  readQuery(query, vocab, mode).map((t) => t.meanings);

describe('the segmenter with the trade dictionary', () => {
  it('keeps category names, brands and synonyms whole', () => {
    expect(segmenter().queryWords('森华实木地板')).toEqual(['森华', '实木地板']);
    expect(segmenter().queryWords('免漆门')).toEqual(['免漆', '门']);
    expect(segmenter().queryWords('螺纹钢')).toEqual(['螺纹钢']);
  });

  it('indexes words, their parts, bigrams across words and single characters', () => {
    const tokens = fieldTokens('森华 北欧橡木实木地板', { characters: true });
    expect(tokens).toEqual(expect.arrayContaining(['实木地板', '实木', '地板', '木实', '板']));
    expect(fieldTokens('Low-E 中空玻璃 6mm')).toEqual(
      expect.arrayContaining(['lowe', '中空', '玻璃', '6mm']),
    );
  });

  it('folds punctuation and joiners', () => {
    expect(foldText('PVC-U 排水管（Ф110）')).toBe('pvcu 排水管 ф110');
  });
});

describe('synonyms', () => {
  it('expands equivalents both ways and broader terms one way', () => {
    expect(meanings('坐便器')).toEqual([['坐便器', '马桶', '座便器']]);
    expect(meanings('墙纸')).toEqual([['墙纸', '壁纸']]);
    expect(meanings('钢筋')).toEqual([['钢筋', '螺纹钢']]);
    expect(meanings('螺纹钢')).toEqual([['螺纹钢']]);
    expect(meanings('卫浴')[0]).toEqual(expect.arrayContaining(['马桶', '坐便器']));
  });

  it('ORs the meanings and ANDs the words', () => {
    expect(matchQuery(readQuery('墙纸 森华', vocab))).toBe("(('墙纸') | ('壁纸')) & '森华'");
  });
});

describe('pinyin', () => {
  it('reads a Latin word that spells trade words as those words', () => {
    expect(meanings('diban')).toEqual([['diban', '地板']]);
    expect(meanings('LED tongdeng')[0]).toEqual(['led']);
  });

  it('cuts run-together pinyin into words', () => {
    expect(splitPinyin('shimudiban', vocab)).toEqual(['实木地板']);
    expect(splitPinyin('gangbeng', vocab)).toBeNull();
    expect(meanings('gangjinmen')).toEqual([['钢筋', '螺纹钢'], ['门']]);
  });

  it('matches pinyin tokens only past the strict reading', () => {
    expect(matchQuery(readQuery('cz', vocab))).toBe("'cz'");
    expect(matchQuery(readQuery('cz', vocab, 'sound'))).toBe("(('cz') | ('pycz'))");
  });

  it('indexes full pinyin and initials of words', () => {
    expect(pinyinTokens('实木地板')).toEqual(expect.arrayContaining(['pyshimudiban', 'pysmdb']));
  });
});

describe('slips', () => {
  it('reads unknown characters by their sound', () => {
    const [term] = readQuery('瓷转', vocab, 'sound');
    expect(term).toMatchObject({ text: '瓷转', corrected: '瓷砖' });
  });

  it('reads a long unknown word one character away as the trade word', () => {
    const [term] = readQuery('螺蚊钢', vocab, 'sound');
    expect(term!.corrected).toBe('螺纹钢');
  });

  it('never reads a known trade word as another', () => {
    expect(readQuery('森华', vocab, 'sound')[0]!.corrected).toBeUndefined();
  });
});

describe('category intent', () => {
  const intent = (query: string) =>
    Object.fromEntries(categoryIntent(readQuery(query, vocab), vocab).scores);

  it('prefers the category named over compounds holding the word', () => {
    expect(intent('瓷砖')).toEqual({ 6: 4 });
    expect(intent('涂料')).toMatchObject({ 20: 4, 200: 3 });
  });

  it('reads a family from the start of a name and a kind from the end of the word', () => {
    expect(intent('卫浴')).toMatchObject({ 17: 2, 170: 3 });
    expect(intent('防盗门')).toMatchObject({ 14: 2 });
  });

  it('reads words that together name a category, in either order, surest', () => {
    expect(intent('地板 实木')).toEqual({ 101: 5 });
    expect(intent('shimu diban')).toEqual({ 101: 5 });
  });

  it('lets the last word that names a category decide', () => {
    expect(Object.keys(intent('玻璃 门'))).toEqual(['14']);
    expect(intent('森华 地板')).toMatchObject({ 5: 4 });
  });
});
