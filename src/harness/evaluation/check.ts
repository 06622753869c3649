import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext } from '../schema/live-context';
import type { TurnRecord } from './turn-record';

/** The verdict of one deterministic check. */
export interface Check {
  pass: boolean;
  message: string;
  details?: string[];
}

/** What a check may consult besides the turn: the harness under test and the case's context. */
export interface CheckEnv {
  harness: HarnessDocument;
  context: ParsedLiveContext;
}

export type Checker<E> = (expectation: E, record: TurnRecord, env: CheckEnv) => Check;

export const pass = (message: string, details?: string[]): Check =>
  details ? { pass: true, message, details } : { pass: true, message };
export const fail = (message: string, details?: string[]): Check =>
  details ? { pass: false, message, details } : { pass: false, message };

/** Short quotes keep messages readable in a report table. */
export function quoteText(text: string, max = 40): string {
  const chars = Array.from(text);
  return `"${chars.length > max ? chars.slice(0, max - 1).join('') + '…' : text}"`;
}
