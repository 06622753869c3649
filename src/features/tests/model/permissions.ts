import * as roles from '../../../harness/roles';

// The core's role table, which the server enforces; `undefined` means signed out.

export function mayEditTests(actor: roles.Actor | undefined): boolean {
  return !!actor && roles.canEditTestCases(actor);
}

export function mayRunTests(actor: roles.Actor | undefined): boolean {
  return !!actor && roles.canRunTests(actor);
}
