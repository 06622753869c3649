import type { ExpectationOf } from './expectation-schema';
import { findBannedWords } from '../banned-words';
import { charCount, normalizeReplyText } from './normalize';
import { isKnownFigure, numbersIn, priceFigures } from './prices';
import { fail, pass, quoteText, type Checker } from './check';
import type { TurnRecord } from './turn-record';
import { say } from './check-codes';

const list = (values: readonly string[]) => values.map((v) => quoteText(v)).join(', ');

/** Names why nothing was said, so "no reply" failures point at the cause. */
function silence(record: TurnRecord) {
  const why = record.error ? `: ${record.error}` : '';
  return fail(
    `The host said nothing (outcome ${record.outcome}${why}).`,
    record.error
      ? say('silent_error', { outcome: record.outcome, error: record.error })
      : say('silent', { outcome: record.outcome }),
  );
}

export const checkReplyContains: Checker<ExpectationOf<'reply_contains'>> = (e, record) => {
  if (record.reply === null) return silence(record);
  const reply = normalizeReplyText(record.reply);
  const found = e.values.filter((v) => reply.includes(normalizeReplyText(v)));
  const missing = e.values.filter((v) => !found.includes(v));
  if (e.mode === 'all')
    return missing.length === 0
      ? pass(
          `The reply contains all of ${list(e.values)}.`,
          say('contains_all', { values: list(e.values) }),
        )
      : fail(
          `The reply lacks ${list(missing)}: ${quoteText(record.reply, 80)}`,
          say('lacks', { values: list(missing), reply: quoteText(record.reply, 80) }),
        );
  return found.length > 0
    ? pass(`The reply contains ${list(found)}.`, say('contains', { values: list(found) }))
    : fail(
        `The reply contains none of ${list(e.values)}: ${quoteText(record.reply, 80)}`,
        say('contains_none_fail', { values: list(e.values), reply: quoteText(record.reply, 80) }),
      );
};

export const checkReplyNotContains: Checker<ExpectationOf<'reply_not_contains'>> = (e, record) => {
  if (record.reply === null)
    return pass('Nothing was said, so nothing forbidden was.', say('nothing_said'));
  const reply = normalizeReplyText(record.reply);
  const found = e.values.filter((v) => reply.includes(normalizeReplyText(v)));
  return found.length === 0
    ? pass(
        `The reply contains none of ${list(e.values)}.`,
        say('contains_none', { values: list(e.values) }),
      )
    : fail(
        `The reply contains ${list(found)}: ${quoteText(record.reply, 80)}`,
        say('contains_found', { values: list(found), reply: quoteText(record.reply, 80) }),
      );
};

export const checkReplyMatches: Checker<ExpectationOf<'reply_matches'>> = (e, record) => {
  if (record.reply === null) return silence(record);
  let pattern: RegExp;
  try {
    pattern = new RegExp(e.pattern, e.flags);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return fail(`The pattern does not compile: ${reason}`, say('bad_pattern', { reason }));
  }
  const shown = `/${e.pattern}/${e.flags ?? ''}`;
  return pattern.test(record.reply)
    ? pass(`The reply matches ${shown}.`, say('matches', { pattern: shown }))
    : fail(
        `The reply does not match ${shown}: ${quoteText(record.reply, 80)}`,
        say('not_matches', { pattern: shown, reply: quoteText(record.reply, 80) }),
      );
};

export const checkReplyMaxChars: Checker<ExpectationOf<'reply_max_chars'>> = (e, record) => {
  const length = record.reply === null ? 0 : charCount(record.reply);
  return length <= e.max
    ? pass(
        `The reply has ${length} characters (at most ${e.max}).`,
        say('length_ok', { length, max: e.max }),
      )
    : fail(
        `The reply has ${length} characters, more than ${e.max}.`,
        say('length_over', { length, max: e.max }),
      );
};

export const checkNoBannedWords: Checker<ExpectationOf<'no_banned_words'>> = (e, record, env) => {
  if (record.reply === null) return pass('Nothing was said.', say('nothing_said'));
  const found = findBannedWords(record.reply, env.harness.settings.bannedWords, e.allow);
  return found.length === 0
    ? pass('The reply uses no banned word.', say('no_banned'))
    : fail(
        `The reply uses the banned word(s) ${list(found)}: ${quoteText(record.reply, 80)}`,
        say('banned', { words: list(found), reply: quoteText(record.reply, 80) }),
      );
};

/** Known figures: every number in this turn's successful tool results, and the product's prices. */
export const checkPricesFromTools: Checker<ExpectationOf<'prices_from_tools'>> = (
  _e,
  record,
  env,
) => {
  if (record.reply === null) return pass('Nothing was said, so no price was.', say('nothing_said'));
  const figures = priceFigures(record.reply);
  if (figures.length === 0) return pass('The reply states no price or discount.', say('no_price'));
  const known = record.toolResults.flatMap((r) => (r.ok ? numbersIn(r.result) : []));
  const product = env.context.product;
  if (product)
    known.push(product.price, ...(product.listPrice === undefined ? [] : [product.listPrice]));
  const unknown = figures.filter((f) => !isKnownFigure(f, known));
  const said = figures.map((f) => f.text).join(', ');
  const unknownFigures = unknown.map((f) => quoteText(f.text)).join(', ');
  return unknown.length === 0
    ? pass(
        `Every figure (${said}) comes from a tool result or the product on screen.`,
        say('prices_known', { said }),
      )
    : fail(
        `${unknownFigures} matches no tool result of this turn and no product price.`,
        say('prices_unknown', { figures: unknownFigures }),
      );
};
