import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext } from '../schema/live-context';
import type { TurnRecord } from './turn-record';
import type { CheckSay } from './check-codes';

/** The verdict of one deterministic check. */
export interface Check {
  pass: boolean;
  message: string;
  /** The message as a code and params, for the reader's language. */
  say: CheckSay;
  details?: string[];
  /** Each detail as a code and params, in the same order. */
  detailSays?: CheckSay[];
}

/** What a check may consult besides the turn: the harness under test and the case's context. */
export interface CheckEnv {
  harness: HarnessDocument;
  context: ParsedLiveContext;
}

export type Checker<E> = (expectation: E, record: TurnRecord, env: CheckEnv) => Check;

const verdict =
  (pass: boolean) =>
  (message: string, said: CheckSay, details?: string[], detailSays?: CheckSay[]): Check =>
    details
      ? { pass, message, say: said, details, ...(detailSays ? { detailSays } : {}) }
      : { pass, message, say: said };
export const pass = verdict(true);
export const fail = verdict(false);

/** Short quotes keep messages readable in a report table. */
export function quoteText(text: string, max = 40): string {
  const chars = Array.from(text);
  return `"${chars.length > max ? chars.slice(0, max - 1).join('') + '…' : text}"`;
}
