export * from './types';
export * from './random';
export * from './inverse';
export * from './offered-names';
export * from './apply';
