export * from './sentence-cutter';
