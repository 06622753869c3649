export * from './trace-schema';
export * from './trace-settings';
