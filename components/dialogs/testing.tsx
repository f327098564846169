import type { ReactNode } from 'react';
import { Providers } from '@/components/shell/test-providers';
import type { MallInitialState } from '@/stores/store-provider';

/** The real app providers (antd App, zh_CN, stores) around a component under test. */
export function withProviders(ui: ReactNode, initial: MallInitialState = {}) {
  return (
    <Providers themeColor="#1d4ed8" initial={initial}>
      {ui}
    </Providers>
  );
}
