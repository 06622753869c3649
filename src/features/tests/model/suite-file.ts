import type { TestCase } from '../../../harness/evaluation';
import type { SuiteFormat } from '../types';

/** The viewer message the case's expectations judge the answer to (the conversation ends with it). */
export function lastViewerMessage(testCase: Pick<TestCase, 'conversation'>): string {
  for (let i = testCase.conversation.length - 1; i >= 0; i--) {
    const turn = testCase.conversation[i]!;
    if (turn.role === 'user') return turn.content;
  }
  return '';
}

/** The format a chosen file's name says; null when it says neither. */
export function formatOfFileName(name: string): SuiteFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  return null;
}

/** A guess from the text when the name does not say: JSONL lines start with `{`. */
export function formatOfText(text: string): SuiteFormat {
  return text.trimStart().startsWith('{') ? 'jsonl' : 'yaml';
}
