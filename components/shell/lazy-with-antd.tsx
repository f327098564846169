'use client';

import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that renders antd, loaded on demand by the shell or by a page that
 * loads no antd: it comes wrapped in antd's providers (AntdIsland), which load with it. This
 * module must not import antd itself, or every page importing it would load antd up front.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { AntdIsland }] = await Promise.all([load(), import('./antd-island')]);
    function WithAntd(props: P) {
      return (
        <AntdIsland>
          <Component {...props} />
        </AntdIsland>
      );
    }
    return { default: WithAntd };
  });
}
