import { parseHarness } from '../parse';
import { error, sortDiagnostics, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import { checkDuplicateIds } from './ids';
import { checkSkillTools } from './skills';
import { checkPromptVariables } from './prompt';
import { checkPromptCache } from './prompt-cache';
import { checkBannedWords } from './banned-words';
import { checkToolSchemas } from './tool-schema';
import { checkOpenAiStrict } from './openai-strict';
import { checkPromotions } from './promotions';
import { checkExclusiveOverlap } from './promotion-overlap';
import { checkPromotionNameNumbers } from './promotion-name-numbers';
import { checkPromotionFloor } from './promotion-floor';
import { checkHooks } from './hooks';
import { checkPreferences } from './preferences';

export { zonedTimeToEpoch } from '../zoned-time';
export { checkPromotionFloor } from './promotion-floor';

export interface ValidationResult {
  /** Present when the shape is right (semantic problems may still be listed). */
  document?: HarnessDocument;
  diagnostics: Diagnostic[];
}

const CHECKS: readonly [string, (doc: HarnessDocument) => Diagnostic[]][] = [
  ['ids', checkDuplicateIds],
  ['skills', checkSkillTools],
  ['prompt variables', checkPromptVariables],
  ['prompt cache', checkPromptCache],
  ['banned words', checkBannedWords],
  ['tool schemas', checkToolSchemas],
  ['OpenAI strict mode', checkOpenAiStrict],
  ['promotions', checkPromotions],
  ['promotion overlaps', checkExclusiveOverlap],
  ['promotion names', checkPromotionNameNumbers],
  ['promotion floor', checkPromotionFloor],
  ['hooks', checkHooks],
  ['preferences', checkPreferences],
];

/** The semantic checks of a well-shaped document; one failing check never hides the others. */
export function validateDocument(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [name, check] of CHECKS) {
    try {
      out.push(...check(doc));
    } catch {
      out.push(
        error(
          '',
          'validate.internal',
          `The studio could not finish the ${name} check on this harness. Please report it.`,
          { check: name },
        ),
      );
    }
  }
  return sortDiagnostics(out);
}

/** Shape, then meaning: every problem at once, in document order. Never throws. */
export function validateHarness(input: unknown): ValidationResult {
  try {
    const parsed = parseHarness(input);
    if (!parsed.ok) return { diagnostics: sortDiagnostics(parsed.diagnostics) };
    return { document: parsed.document, diagnostics: validateDocument(parsed.document) };
  } catch {
    return {
      diagnostics: [
        error('', 'validate.internal', 'The studio could not read this harness. Please report it.'),
      ],
    };
  }
}
