export * from './core';
export * from './identity';
