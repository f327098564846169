import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeMethods, type RouteTable } from '@/lib/route-match';
import { registry } from './index';

const table = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../server/http/api-routes.json'), 'utf8'),
) as Record<string, string[]>;
// The catch-all only answers 404 in the mall's envelope; it serves no call.
delete table['/v1/api/[...rest]'];
const methodsOf = routeMethods(table as RouteTable);

describe('every call the mall declares', () => {
  // /captcha is served by its own route folder, outside app/v1/api.
  const calls = registry.list().filter((d) => d.url.startsWith('/v1/api/'));

  it.each(calls.map((d) => [d.name, d.method, d.url] as const))(
    '%s (%s %s) has a route that answers its method',
    (_name, method, url) => {
      const pathname = url.replace(/\{[^}]+\}/g, '1');
      expect(methodsOf(pathname)).toContain(method);
    },
  );
});
