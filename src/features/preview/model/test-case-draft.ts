import {
  ENTITY_ID_PATTERN,
  friendlyErrors,
  issuesToDiagnostics,
  testCaseSchema,
} from '../../../harness';
import type { Diagnostic, LiveContext, TestCaseInput } from '../../../harness';
import type { Exchange } from '../store/preview-store';
import type { PreviewRequest } from '../types';
import { conversationFor } from './conversation';
import {
  buildExpectations,
  type ChoiceField,
  type ExpectationChoices,
} from './expectation-choices';
import { cleanContext } from './live-context';

const ID_MAX = 64;

/**
 * A case id from its name, by the core's entity id rule (lowercase words joined by single
 * hyphens). A name with no Latin letters or digits (most Chinese names) gives `fallback`.
 */
export function slugId(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD: "café" keeps its "e".
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ID_MAX)
    .replace(/^-+|-+$/g, '');
  return ENTITY_ID_PATTERN.test(slug) ? slug : fallback;
}

/** Tags typed in one box, separated by commas (ASCII or Chinese) or new lines. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\n]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The conversation up to and including one exchange, as the target that answered it heard
 * it: earlier exchanges become viewer and host turns, and the case ends on the viewer.
 */
export function caseConversation(
  exchanges: readonly Exchange[],
  exchangeId: number,
  target: number,
): PreviewRequest['conversation'] {
  const at = exchanges.findIndex((e) => e.id === exchangeId);
  if (at < 0) return [];
  return conversationFor(exchanges.slice(0, at), target, exchanges[at]!.question);
}

export interface CaseForm {
  id: string;
  name: string;
  tags: string;
  choices: ExpectationChoices;
}

/** The case the form describes, and which control each expectation came from. */
export function buildTestCase(
  form: CaseForm,
  conversation: PreviewRequest['conversation'],
  context: LiveContext,
): { testCase: TestCaseInput; fields: ChoiceField[] } {
  const { expectations, fields } = buildExpectations(form.choices);
  return {
    testCase: {
      id: form.id.trim(),
      name: form.name.trim(),
      tags: parseTags(form.tags),
      conversation,
      context: cleanContext(context),
      trials: 1,
      expectations,
    },
    fields,
  };
}

/** Checked with the core's own schema before sending, so a problem shows at once. */
export function caseProblems(testCase: TestCaseInput): Diagnostic[] {
  const result = testCaseSchema.safeParse(testCase, { error: friendlyErrors });
  return result.success ? [] : issuesToDiagnostics(result.error.issues);
}

/** Where the form shows a problem: one of its fields, or the form as a whole. */
export type FormField = 'id' | 'name' | 'tags' | 'expectations' | ChoiceField | 'form';

/**
 * The form field a JSON pointer (from the schema or the server's problem) names. The
 * conversation and context come from the preview, not the form, so they show form-wide.
 */
export function fieldForPointer(pointer: string, fields: readonly ChoiceField[]): FormField {
  const [first, second] = pointer.split('/').slice(1);
  if (first === 'id' || (first === 'params' && second === 'caseId')) return 'id';
  if (first === 'name') return 'name';
  if (first === 'tags') return 'tags';
  if (first === 'expectations') {
    const index = second === undefined ? NaN : Number(second);
    return fields[index] ?? 'expectations';
  }
  return 'form';
}
