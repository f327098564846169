import { FilterLinks } from '@/components/content/filter-links';
import { idParam, pageParam, type SearchParams } from '@/lib/list-query';
import { listHref } from '@/lib/list-url';

interface Named {
  id: number;
  name: string;
}

/** The query of a design list filtered by style and type (hall and case lists). */
export function styleTypeQuery(sp: SearchParams) {
  return {
    styleId: idParam(sp, 'styleId'),
    typeId: idParam(sp, 'typeId'),
    pageNo: pageParam(sp),
  };
}

/** The 风格 and 类型 filter rows of a design list; a new choice goes back to page 1. */
export function StyleTypeFilters({
  path,
  styles,
  types,
  styleId,
  typeId,
}: {
  path: string;
  styles: Named[];
  types: Named[];
  styleId: number | undefined;
  typeId: number | undefined;
}) {
  const link = (patch: { styleId?: number; typeId?: number }) =>
    listHref(path, { styleId, typeId }, patch);
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
