export * from './core';
export * from './identity';
export * from './catalog';
export * from './supplier';
export * from './opportunity';
export * from './design';
export * from './content';
export * from './commerce';
