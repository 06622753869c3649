import { en } from './i18n/en';
import type { MessageKey } from './i18n/translate';
import type { FieldLabel } from './field-labels';
import { translate, type Language } from './i18n';

/**
 * The on-screen label of the everyday forms' fields by document pointer (the preferences, a
 * promotion, the harness settings), for a message shown where the field is not on screen:
 * the overview's and the problems list's, a refusal naming another part. The forms use the
 * same catalog keys for their labels, so a field is called the same everywhere.
 */
const RULES: readonly [RegExp, (key: string) => string][] = [
  [/^\/preferences\/(\w+)$/, (k) => `prefs.${k}`],
  [/^\/settings\/(?:traces|robustness|sentence)\/(\w+)$/, (k) => `settings.${k}`],
  [/^\/settings\/guards\/(price|words|topics|length)\/enabled$/, (k) => `guardTrace.name.${k}`],
  [/^\/settings\/guards\/words\/(bannedWords)$/, () => 'guards.bannedWordsAction'],
  [/^\/settings\/guards\/words\/(allow)$/, (k) => `guards.${k}`],
  [
    /^\/settings\/guards\/words\/lists\/\d+\/(name|words|action|replacements|allow)$/,
    (k) => `guards.list.${k}`,
  ],
  [/^\/settings\/guards\/topics\/(deflect|signals)$/, (k) => `guards.${k}`],
  [/^\/settings\/(\w+)$/, (k) => `settings.${k}`],
  [/^\/model\/(\w+)$/, (k) => `settings.${k}`],
  [/^\/promotions\/\d+\/window\/(\w+)$/, (k) => `promo.${k}`],
  [
    /^\/promotions\/\d+\/quota\/(total|perViewer)$/,
    (k) => (k === 'total' ? 'promo.quotaTotal' : 'promo.quotaPerViewer'),
  ],
  [/^\/promotions\/\d+\/(\w+)$/, (k) => `promo.${k}`],
  [/^\/skills\/\d+\/(\w+)$/, (k) => `skill.${k}`],
  [/^\/tools\/\d+\/(\w+)$/, (k) => `tool.${k}`],
  [/^\/hooks\/\d+\/(\w+)$/, (k) => `hook.${k}`],
];

/** Where an entity's value sits in the document, for a pointer to one of its fields. */
export function entityPointerBase(kind: string): string {
  if (kind === 'meta') return '';
  if (kind === 'prompt' || kind === 'preferences') return `/${kind}`;
  return `/${kind}s/0`;
}

/** Shares typed as percentages: their bounds are said on that scale. */
const SCALED = new Set(['prefs.discountFloor', 'settings.passThreshold', 'settings.sampleRate']);

/** The label of the field at a document pointer, when it is one of the everyday forms'. */
export function documentFieldLabel(pointer: string, language: Language): FieldLabel | undefined {
  for (const [pattern, keyOf] of RULES) {
    const m = pattern.exec(pointer);
    if (!m) continue;
    const key = keyOf(m[1]!);
    // Only plain labels: an enum's words (`promo.type.coupon`) or a plural are not a field's.
    if (!(key in en) || typeof en[key as MessageKey] !== 'string') return undefined;
    const label = translate(language, key as 'prefs.tone');
    return SCALED.has(key) ? { label, scale: 100 } : { label };
  }
  return undefined;
}
