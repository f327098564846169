import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Providers } from '@/components/shell/providers';

/** Test host: the mall providers plus an app router whose navigations are recorded. */
export function renderHost() {
  const push = vi.fn<(href: string) => void>();
  const router = {
    push,
    replace: vi.fn(),
    refresh: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(),
    bfcacheId: 'test',
  };
  const Host = ({ children }: { children: ReactNode }) => (
    <AppRouterContext value={router}>
      <Providers themeColor="#1d4ed8" initial={{ app: { runtimeEnv: 'local' } }}>
        {children}
      </Providers>
    </AppRouterContext>
  );
  return { push, Host };
}
