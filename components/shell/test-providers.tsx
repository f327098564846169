import type { ReactNode } from 'react';
import type { MallInitialState } from '@/stores/store-provider';
import { AntdProviders } from './antd-providers';
import { StoreProviders } from './store-providers';

/** Both layers of the mall's providers, as a desktop page has them, around a component under test. */
export function Providers({
  themeColor,
  initial,
  children,
}: {
  themeColor: string;
  initial: MallInitialState;
  children: ReactNode;
}) {
  return (
    <StoreProviders initial={initial}>
      <AntdProviders themeColor={themeColor}>{children}</AntdProviders>
    </StoreProviders>
  );
}
