/**
 * The notes the studio itself writes when it seeds the sample (actor `system`), stored in
 * English like every note. The SPA knows them by these keys and says them in the reader's
 * language; a person's own notes are shown as written.
 */
export const SYSTEM_NOTES = {
  sampleVersion: 'The tea shop sample as shipped',
  sampleHistory:
    'Sample history seeded by the studio at first start (actor "system"): not a user publish, no test run behind it.',
  shopOwnSettings: 'The shop’s own settings',
} as const;

export type SystemNote = keyof typeof SYSTEM_NOTES;
