// The editor's internals that only tests reach (see src/harness/testing/internals.ts for why
// they are named here).
export { entityBase } from '../model/entity-location';
