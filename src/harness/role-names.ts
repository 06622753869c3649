// The role names alone, a leaf: the release settings schema lists roles, and the roles'
// permission table names entity kinds, whose module reaches the settings schema again.
/** `agent` is a host's token (a shop's backend, the agent client): it serves, it edits nothing. */
export const ROLES = ['merchant', 'ops', 'engineer', 'qa', 'publisher', 'admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];
