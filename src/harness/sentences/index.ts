export * from './sentence-cutter';
export * from './sentence-fate';
