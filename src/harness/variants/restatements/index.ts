export * from './contract';
export * from './texts';
export * from './apply-restatements';
export * from './restated-variant';
