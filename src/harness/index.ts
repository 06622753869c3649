export * from './schema';
export * from './diagnostics';
export * from './migrate';
export * from './parse';
