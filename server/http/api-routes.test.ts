import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteTable } from '@/lib/route-match';

const root = path.join(import.meta.dirname, '../..');
const apiDir = path.join(root, 'app/v1/api');
const METHOD = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/;

/** The methods a route module exports, read from its source (declared or re-exported). */
function exportedMethods(source: string): string[] {
  const declared = [
    ...source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+([A-Z]+)\b/g),
  ].map((m) => m[1]!);
  const reexported = [...source.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!.split(',').map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .at(-1)!,
    ),
  );
  return [...new Set([...declared, ...reexported])].filter((m) => METHOD.test(m)).sort();
}

function routeTable(): RouteTable {
  const table: Record<string, string[]> = {};
  const files = readdirSync(apiDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'route.ts')
    .sort();
  for (const file of files) {
    const pattern = `/v1/api/${path.dirname(file).split(path.sep).join('/')}`;
    table[pattern] = exportedMethods(readFileSync(path.join(apiDir, file), 'utf8'));
  }
  return table;
}

describe('the API route table proxy.ts answers 405 from', () => {
  // After adding or changing a route under app/v1/api, refresh it with
  // `npx vitest run -u server/http/api-routes.test.ts`.
  it('lists every route under app/v1/api with the methods its module exports', async () => {
    // One line per route, as Prettier lays the file out.
    const lines = Object.entries(routeTable()).map(
      ([pattern, methods]) =>
        `  ${JSON.stringify(pattern)}: ${JSON.stringify(methods).replaceAll(',', ', ')}`,
    );
    await expect(`{\n${lines.join(',\n')}\n}\n`).toMatchFileSnapshot('./api-routes.json');
  });
});
