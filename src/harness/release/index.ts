export * from './release-settings';
export * from './schedule';
export * from './change-request';
export * from './webhook';
export * from './release-policy';
