import type { Actor } from '../../src/harness/roles';

export * from '../../src/harness/roles';

export const LOCAL_ACTOR: Actor = { id: 'local', name: 'Local user', role: 'admin' };
