// The types alone: the settings form and its field groups share them without importing
// each other.
import type { HarnessDocument } from '../../../harness';

/** The `meta` entity: the harness's own fields (everything but its parts). */
export type Meta = Pick<
  HarnessDocument,
  'schemaVersion' | 'name' | 'description' | 'settings' | 'model'
>;
export type Settings = Meta['settings'];
