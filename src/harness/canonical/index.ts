export * from './canonical-json';
export * from './entities';
