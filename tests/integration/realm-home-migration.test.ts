import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { builtinThemes } from '@/themes/builtin';

const MIGRATIONS = path.join(process.cwd(), 'server/db/migrations');
// The ICP number every realm carried before 0006.
const OLD_ICP = '沪ICP备2026000000号';

let work: string;
let pg: PGlite;
const db = () => drizzle(pg, { schema, casing: 'snake_case' });

/** Applies the migrations up to and including `tag` (all of them without one). */
async function migrateTo(tag?: string): Promise<void> {
  if (!tag) return migrate(db(), { migrationsFolder: MIGRATIONS });
  const folder = path.join(work, tag);
  await cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last, tag).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalFile, JSON.stringify(journal));
  await migrate(db(), { migrationsFolder: folder });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'realm-migration-'));
  pg = new PGlite();
  await migrateTo('0005_order_lifecycle');
  // The realms as the seed wrote them before 0006: no home columns, one shared ICP number.
  for (const t of builtinThemes) {
    await pg.query(
      `INSERT INTO themes (code, theme_type, name, short_name, application_template_id, domains,
        domain_name_url, developer_name_url, supplier_name_url, black_background_logo,
        write_background_logo, theme_color, company_mobile, company_email, top_config_list,
        favicon, basic_config, main_config, is_default)
       VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb,
        $16, $17::jsonb, $18::jsonb, $19)`,
      [
        t.code,
        t.themeType,
        t.name,
        t.shortName,
        t.applicationTemplateId,
        `{${t.domains.join(',')}}`,
        t.domainNameUrl,
        t.developerNameUrl,
        t.supplierNameUrl,
        t.blackBackgroundLogo,
        t.writeBackgroundLogo,
        t.themeColor,
        t.companyMobile,
        t.companyEmail,
        JSON.stringify(t.topConfigList),
        t.favicon,
        JSON.stringify({ ...t.basicConfig, icp: OLD_ICP }),
        JSON.stringify(t.mainConfig),
        t.isDefault,
      ],
    );
  }
  await migrateTo('0006_realm_home');
  // An operator gave 南城 its own footer before the defaults arrived.
  await pg.query(`UPDATE themes SET footer_links = $1::jsonb WHERE code = 'nancheng'`, [
    JSON.stringify([{ label: '联系我们', href: '/help/contact' }]),
  ]);
  await migrateTo();
});

afterAll(async () => {
  await pg.close();
  await rm(work, { recursive: true, force: true });
});

describe('migrating a database seeded before the realm home columns', () => {
  it('gives the built-in realms the home settings of themes/builtin.ts', async () => {
    const rows = await db().select().from(schema.themes);
    expect(rows.map((r) => r.code).sort()).toEqual(builtinThemes.map((t) => t.code).sort());
    for (const t of builtinThemes) {
      const row = rows.find((r) => r.code === t.code)!;
      expect(row.homeLayout, t.code).toEqual(t.homeLayout);
      expect(row.homeFeatured, t.code).toEqual(t.homeFeatured);
      expect(row.basicConfig, t.code).toEqual(t.basicConfig);
      if (t.code !== 'nancheng') expect(row.footerLinks, t.code).toEqual(t.footerLinks);
    }
  });

  it('keeps what an operator set since', async () => {
    const { rows } = await pg.query<{ footer_links: unknown }>(
      `SELECT footer_links FROM themes WHERE code = 'nancheng'`,
    );
    expect(rows[0]?.footer_links).toEqual([{ label: '联系我们', href: '/help/contact' }]);
  });
});
