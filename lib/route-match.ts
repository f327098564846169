/** Route pattern (Next.js app folders, e.g. `/v1/api/cart/[id]`) → the methods its module exports. */
export type RouteTable = Readonly<Record<string, readonly string[]>>;

interface Node {
  fixed: Map<string, Node>;
  param?: Node;
  catchAll?: Node;
  optionalCatchAll?: Node;
  route?: { pattern: string; methods: readonly string[] };
}

const node = (): Node => ({ fixed: new Map() });

function childFor(parent: Node, segment: string): Node {
  if (segment.startsWith('[[...')) return (parent.optionalCatchAll ??= node());
  if (segment.startsWith('[...')) return (parent.catchAll ??= node());
  if (segment.startsWith('[')) return (parent.param ??= node());
  let child = parent.fixed.get(segment);
  if (!child) parent.fixed.set(segment, (child = node()));
  return child;
}

type Route = NonNullable<Node['route']>;

/** Fixed segments before [param] before [...catchAll], as Next.js ranks routes. */
function find(at: Node, segments: string[], i: number): Route | undefined {
  if (i === segments.length) return at.route ?? at.optionalCatchAll?.route;
  const fixed = at.fixed.get(segments[i]!);
  return (
    (fixed && find(fixed, segments, i + 1)) ??
    (at.param && find(at.param, segments, i + 1)) ??
    at.catchAll?.route ??
    at.optionalCatchAll?.route
  );
}

/** A lookup from a request path to the route serving it (pattern and methods), if any. */
export function routeMatcher(table: RouteTable): (pathname: string) => Route | undefined {
  const root = node();
  for (const [pattern, methods] of Object.entries(table)) {
    let at = root;
    for (const segment of pattern.split('/').filter(Boolean)) at = childFor(at, segment);
    at.route = { pattern, methods };
  }
  return (pathname) => find(root, pathname.split('/').filter(Boolean), 0);
}

/**
 * A lookup from a request path to the methods its route answers, with the HEAD and OPTIONS
 * Next.js adds by itself; null when no route matches.
 */
export function routeMethods(table: RouteTable): (pathname: string) => string[] | null {
  const match = routeMatcher(table);
  return (pathname) => {
    const methods = match(pathname)?.methods;
    if (!methods) return null;
    const all = new Set([...methods, 'OPTIONS']);
    if (all.has('GET')) all.add('HEAD');
    return [...all].sort();
  };
}
