import { FilterLinks } from '@/components/content/filter-links';

interface Named {
  id: number;
  name: string;
}

/** The 风格 and 类型 filter rows of the design hall and case lists; `link` builds each href. */
export function StyleTypeFilters({
  styles,
  types,
  styleId,
  typeId,
  link,
}: {
  styles: Named[];
  types: Named[];
  styleId: number | undefined;
  typeId: number | undefined;
  link: (patch: { styleId?: number; typeId?: number }) => string;
}) {
  return (
    <>
      <FilterLinks
        label="风格"
        options={[
          { label: '全部', href: link({ styleId: undefined }), active: !styleId },
          ...styles.map((s) => ({
            label: s.name,
            href: link({ styleId: s.id }),
            active: s.id === styleId,
          })),
        ]}
      />
      <FilterLinks
        label="类型"
        options={[
          { label: '全部', href: link({ typeId: undefined }), active: !typeId },
          ...types.map((t) => ({
            label: t.name,
            href: link({ typeId: t.id }),
            active: t.id === typeId,
          })),
        ]}
      />
    </>
  );
}
