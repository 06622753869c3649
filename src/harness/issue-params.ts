import type { z } from 'zod';
import type { DiagnosticParams } from './diagnostics';
import { REQUIRED_MESSAGE } from './error-messages';
import { hintFor } from './schema/format-hints';

type Issue = z.core.$ZodIssue;

/** Only strings and numbers travel as params; anything else is said as JSON. */
const value = (v: unknown): string | number =>
  typeof v === 'number' || typeof v === 'string' ? v : JSON.stringify(v);

function tooSmall(issue: z.core.$ZodIssueTooSmall): DiagnosticParams {
  const n = value(issue.minimum);
  if (issue.origin === 'string') return { kind: issue.minimum === 1 ? 'empty' : 'chars', n };
  if (issue.origin === 'array') return { kind: 'items', n };
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return { kind: issue.inclusive === false ? 'above' : 'value', n };
  return { kind: 'size', n };
}

function tooBig(issue: z.core.$ZodIssueTooBig): DiagnosticParams {
  const n = value(issue.maximum);
  if (issue.origin === 'string') return { kind: 'chars', n };
  if (issue.origin === 'array') return { kind: 'items', n };
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
    return { kind: issue.inclusive === false ? 'below' : 'value', n };
  return { kind: 'size', n };
}

/**
 * The params of `schema.<issue code>` (see DIAGNOSTIC_CODES), read from the issue itself;
 * a format check's kind and example come from the hint its schema registered.
 */
export function issueParams(issue: Issue): DiagnosticParams {
  switch (issue.code) {
    case 'invalid_type':
      return {
        kind: issue.message === REQUIRED_MESSAGE ? 'required' : 'expected',
        expected: issue.expected,
      };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return { options: issue.values.map(value).join(', '), count: issue.values.length };
    case 'invalid_format': {
      if (issue.format === 'url') return { format: 'url', kind: 'url' };
      const hint = hintFor(issue.message);
      return { format: issue.format, ...hint };
    }
    case 'custom': {
      const out: DiagnosticParams = {};
      for (const [k, v] of Object.entries(issue.params ?? {})) out[k] = value(v);
      return out;
    }
    case 'not_multiple_of':
      return { divisor: value(issue.divisor) };
    default:
      return {};
  }
}
