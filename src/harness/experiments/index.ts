export * from './distributions';
export * from './sequential';
export * from './srm';
export * from './guardrail-schema';
export * from './schema';
export * from './report';
export * from './access';
