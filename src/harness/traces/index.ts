export * from './trace-schema';
export * from './trace-settings';
export * from './reply-hold';
