import type { Actor } from '../../harness/roles';

export { type Role, type Actor } from '../../harness/roles';

export interface Session {
  actor: Actor;
  authMode: 'local' | 'token';
  csrfToken?: string;
}
