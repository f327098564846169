import { describe, expect, it } from 'vitest';
import { isPanoramaSize, showroomIssue, showroomSchema } from './showroom-edit';

const valid = {
  shortName: '森华木业',
  slogan: '',
  intro: '<p>专注<strong>实木复合地板</strong></p>',
  logo: null,
  bannerUrl: '',
  mainProducts: '实木复合地板、强化地板',
  foundedYear: 2003,
  registeredCapital: '5000',
  employees: '200-500人',
  annualOutput: null,
  contactName: '李明',
  contactPhone: '0757-8888 6666',
  contactEmail: 'sales@example.com',
  website: 'https://www.example.com',
  province: '广东省',
  city: '佛山市',
  address: '南海区工业大道 8 号',
  factoryImages: [{ title: '生产车间', description: '', imageUrl: '/files/public/a.jpg' }],
  vrs: [],
  projectCases: [],
  qualifications: [
    { kind: 'license', name: '营业执照', fileUrl: '/files/public/b.pdf', validUntil: '' },
  ],
};

const issue = (input: unknown) => {
  const parsed = showroomSchema.safeParse(input);
  return parsed.success ? null : showroomIssue(parsed.error);
};

describe('showroomSchema', () => {
  it('takes a full showroom and empties blank optional fields to null', () => {
    const data = showroomSchema.parse(valid);
    expect(data.slogan).toBeNull();
    expect(data.bannerUrl).toBeNull();
    expect(data.registeredCapital).toBe(5000);
    expect(data.factoryImages[0]!.description).toBeNull();
    expect(data.qualifications[0]!.validUntil).toBeNull();
  });
  it('names the field of each failure', () => {
    expect(issue({ ...valid, shortName: ' ' })).toBe('请输入展厅简称');
    expect(issue({ ...valid, shortName: '字'.repeat(33) })).toBe('展厅简称最多 32 个字');
    expect(issue({ ...valid, intro: '<p> </p>' })).toBe('请输入公司简介');
    expect(issue({ ...valid, intro: `<p>${'字'.repeat(5001)}</p>` })).toBe(
      '公司简介最多 5000 个字',
    );
    expect(issue({ ...valid, foundedYear: 1800 })).toBe('成立年份须在 1900 年至今年之间');
    expect(issue({ ...valid, registeredCapital: -1 })).toBe(
      '注册资本须在 0 至 100,000,000 万元之间',
    );
    expect(issue({ ...valid, contactPhone: 'call me' })).toMatch(/联系电话/);
    expect(issue({ ...valid, contactEmail: 'nope' })).toBe('请输入正确的联系邮箱');
    expect(issue({ ...valid, website: 'javascript:alert(1)' })).toBe(
      '企业官网须以 http:// 或 https:// 开头',
    );
  });
  it('names the list and the item of a failing list entry', () => {
    expect(
      issue({ ...valid, factoryImages: [...valid.factoryImages, { title: '', imageUrl: 'x' }] }),
    ).toBe('工厂实景第 2 项：请输入实景名称');
    expect(issue({ ...valid, vrs: [{ title: '厂区全景', vrUrl: '' }] })).toBe(
      'VR 全景第 1 项：请上传全景图片',
    );
    expect(issue({ ...valid, qualifications: [{ kind: 'other', name: 'x', fileUrl: 'y' }] })).toBe(
      '资质证照第 1 项：请选择证照类型',
    );
    expect(
      issue({
        ...valid,
        projectCases: [
          {
            title: '案例',
            projectName: '项目',
            coverUrl: '/c.jpg',
            completedAt: '2026-02-30',
          },
        ],
      }),
    ).toBe('项目案例第 1 项：请选择正确的完工日期');
  });
  it('caps the lists', () => {
    const many = Array.from({ length: 13 }, () => valid.factoryImages[0]);
    expect(issue({ ...valid, factoryImages: many })).toBe('工厂实景最多 12 项');
  });
});

describe('isPanoramaSize', () => {
  it('accepts 2:1 within 1%, nothing else', () => {
    expect(isPanoramaSize(4096, 2048)).toBe(true);
    expect(isPanoramaSize(4000, 1990)).toBe(true);
    expect(isPanoramaSize(1920, 1080)).toBe(false);
    expect(isPanoramaSize(2048, 2048)).toBe(false);
    expect(isPanoramaSize(0, 0)).toBe(false);
    expect(isPanoramaSize(undefined, 100)).toBe(false);
  });
});
