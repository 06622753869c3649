export * from './schema';
export * from './diagnostics';
export * from './migrate';
export * from './parse';
export * from './template';
export * from './hook-contract';
export * from './canonical';
export * from './validate';
