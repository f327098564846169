import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { Providers } from '@/components/shell/test-providers';

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

/** Renders the server markup, types into its keyword input as a person could before the
 * scripts ran, then hydrates it. */
export function hydrateTyped(ui: ReactElement, typed: string) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(ui);
  container.querySelector<HTMLInputElement>('input[name="keyword"]')!.value = typed;
  return render(ui, { container, hydrate: true });
}
