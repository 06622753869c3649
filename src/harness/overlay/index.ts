export * from './overlay-schema';
export * from './merge-rules';
export * from './merge';
export * from './floors';
export * from './validate-shop';
export * from './records';
export * from './diff-overlay';
export * from './shop-batch';
