import { KeepAliveScroll, ListFilters, type FilterField } from '@/components/keep-alive';
import type { ListPageState } from '@/lib/list-page-state';
import type { ListParams } from '@/lib/list-url';

interface Props {
  state: ListPageState;
  fields: readonly FilterField[];
  /** Params kept as they are (not edited here). */
  keep?: ListParams;
}

/** The filter bar of a kept-alive list, remounted whenever the URL's filters change. */
export function ListFilterBar({ state, fields, keep }: Props) {
  return (
    <>
      <KeepAliveScroll />
      <ListFilters
        key={JSON.stringify(state.values)}
        path={state.path}
        values={state.values}
        defaults={state.defaults}
        keep={keep}
        fields={fields}
      />
    </>
  );
}
