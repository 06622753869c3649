import { promptFormat } from '../../../compile/prompt-format';
import type { HarnessDocument } from '../../../schema/document';
import type { PromptFormat } from '../../../schema/settings';
import type { Random } from '../../random';

/** The document with one prompt-format field changed, the other kept as it compiles today. */
export function withPromptFormat(
  doc: HarnessDocument,
  change: Partial<PromptFormat>,
): HarnessDocument {
  const format = { ...promptFormat(doc), ...change };
  return { ...doc, settings: { ...doc.settings, promptFormat: format } };
}

/** Any option but the current one: a kind that may pick what is there would change nothing. */
export function pickOther<T>(options: readonly T[], current: T, random: Random): T {
  return random.pick(options.filter((o) => o !== current));
}
