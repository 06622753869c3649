import type { CheckSay, ExpectationResult } from '../harness/evaluation';
import type { Translate } from './i18n';

/** What a check said, in the reader's language; the grader's English for runs without codes. */
export function checkSayText(t: Translate, said: CheckSay | undefined, english: string): string {
  return said ? t(`tests.say.${said.code}`, said.params) : english;
}

/** A check result's message in the reader's language. */
export const checkMessage = (t: Translate, r: ExpectationResult): string =>
  checkSayText(t, r.say, r.message);

/** A check result's detail lines in the reader's language. */
export const checkDetails = (t: Translate, r: ExpectationResult): string[] =>
  (r.details ?? []).map((d, i) => checkSayText(t, r.detailSays?.[i], d));
