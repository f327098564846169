-- The partner realms' home settings (themes/builtin.ts) for databases seeded before 0006, which
-- gave every realm the column defaults and kept the ICP number all realms used to share. A
-- column still holding those (or nothing) is filled; a realm edited since keeps its values.
UPDATE "themes" AS t SET "home_layout" = v.layout
FROM (VALUES
	('jinwan', '{hero,featured,recommended,opportunities,enterprises,updates}'::text[]),
	('nancheng', '{hero,featured,updates,recommended}'::text[])
) AS v(code, layout)
WHERE t."code" = v.code
	AND (cardinality(t."home_layout") = 0 OR t."home_layout" = '{hero,opportunities,recommended,enterprises,updates}'::text[]);
--> statement-breakpoint
UPDATE "themes" AS t SET "footer_links" = v.links
FROM (VALUES
	('jinwan', '[{"label":"帮助中心","href":"/help"},{"label":"关于我们","href":"/help/aboutUs"},{"label":"集中采购","href":"/bid/list"},{"label":"供应商入驻","href":"/apply"}]'::jsonb),
	('nancheng', '[{"label":"帮助中心","href":"/help"},{"label":"关于我们","href":"/help/aboutUs"},{"label":"询价大厅","href":"/inquiry/list"},{"label":"供应商招募","href":"/recruit"},{"label":"优选供应商","href":"/yeation"}]'::jsonb)
) AS v(code, links)
WHERE t."code" = v.code
	AND t."footer_links" IN ('[]'::jsonb, '[{"label":"帮助中心","href":"/help"},{"label":"关于我们","href":"/help/aboutUs"}]'::jsonb);
--> statement-breakpoint
UPDATE "themes" AS t SET "home_featured" = v.featured
FROM (VALUES
	('jinwan', '{"categoryIds":[7,13,16,11],"supplierIds":[3,39,12,8]}'::jsonb),
	('nancheng', '{"categoryIds":[21,23,42,43],"supplierIds":[16,17,48,29]}'::jsonb)
) AS v(code, featured)
WHERE t."code" = v.code
	AND t."home_featured" IN ('{}'::jsonb, '{"categoryIds":[],"supplierIds":[]}'::jsonb);
--> statement-breakpoint
UPDATE "themes" AS t SET "basic_config" = t."basic_config" || jsonb_build_object('icp', v.icp)
FROM (VALUES
	('jinwan', '粤ICP备2026018818号-1'),
	('nancheng', '粤ICP备2026093366号-2')
) AS v(code, icp)
WHERE t."code" = v.code
	AND coalesce(t."basic_config"->>'icp', '') IN ('', '沪ICP备2026000000号');
