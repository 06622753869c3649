/**
 * English labels of the built-in reply guards' fields (settings.guards), in the catalog so a
 * problem away from the settings screen names its field as the screen does; the guards'
 * sentences and hints are the screen's own words (guard-screen.ts). The switches are called by
 * the trace's names (`guardTrace.name.*`).
 */
export const enGuards = {
  'guards.title': 'Reply guards',
  'guards.bannedWordsAction': 'A sentence with a banned word',
  'guards.allow': 'Allowed phrases',
  'guards.lists': 'Word lists',
  'guards.list.name': 'List name',
  'guards.list.words': 'Words',
  'guards.list.action': 'When the host says one',
  'guards.list.replacements': 'Replacements',
  'guards.list.allow': 'Allowed phrases',
  'guards.signals': 'Signal words of the forbidden topics',
  'guards.deflect': 'Said when a viewer asks about a forbidden topic',
} as const;
