export const ROLES = ['merchant', 'ops', 'engineer', 'qa', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  id: string;
  name: string;
  role: Role;
  /** Merchants only: the one shop they may see. */
  shopId?: string;
}

export interface Session {
  actor: Actor;
  authMode: 'local' | 'token';
  csrfToken?: string;
}
