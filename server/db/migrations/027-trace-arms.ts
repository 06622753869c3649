import type { Migration } from './migration';

// One name for the split's arms everywhere: traces stored the treatment arm as 'split'.
export const traceArms: Migration = {
  version: 27,
  name: 'trace-arms',
  up: () => ["UPDATE traces SET arm = 'treatment' WHERE arm = 'split'"],
};
