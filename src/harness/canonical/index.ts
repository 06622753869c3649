export * from './canonical-json';
export * from './entities';
export * from './entity-schemas';
