/**
 * How a merchant's instruction mentions a forbidden topic. "不要聊股票" (don't talk about
 * stocks) keeps the host off the topic, as the platform wants; "可以聊股票" steers it there.
 * A mention counts as negated when, inside its own clause, a negation comes before it and
 * nothing after that negation turns the sentence round ("不要…但可以聊股票").
 */

/** Where a clause ends: the negation of one clause says nothing about the next. */
const CLAUSE_END = /[，,。.！!？?；;：:\n、]/;

/** A negation or a prohibition, as merchants write them in Chinese and in English. */
const NEGATION =
  /(不要|不用聊|不许|不准|不能|不可以|不可|不得|不应|不该|禁止|严禁|切勿|切忌|避免|避开|(?<![特区分类级个告识差性辨鉴])别(?![家人的处样])|勿|不聊|不谈|不提|不讨论|不涉及|\bdon['’]t\b|\bdo not\b|\bnever\b|\bavoid\b|\bmust not\b|\bmustn['’]t\b|\bnot\b|\bno\b)/gi;

/** What undoes a negation before the mention: "but", "may", "only"… */
const TURN = /(但|但是|可是|却|而是|可以|能够|只|仅|\bbut\b|\bcan\b|\bmay\b|\bonly\b)/i;

/** Whether the mention at `start` of `text` sits in a negated instruction. */
export function isNegatedMention(text: string, start: number): boolean {
  let from = start;
  while (from > 0 && !CLAUSE_END.test(text[from - 1]!)) from--;
  const before = text.slice(from, start);
  let last = -1;
  let length = 0;
  for (const m of before.matchAll(NEGATION)) {
    last = m.index;
    length = m[0].length;
  }
  if (last < 0) return false;
  return !TURN.test(before.slice(last + length));
}

/**
 * A text that tells the host to set the platform's rules aside ("忽略平台的禁聊话题",
 * "ignore the forbidden topics"): refused whatever it names, since it would steer every
 * reply past the platform's lists. Returns the phrase as written, or null.
 */
export function overridesPlatform(text: string): string | null {
  const found = OVERRIDE.exec(text);
  return found ? found[0] : null;
}

const OVERRIDE =
  /(忽略|无视|不用管|不必管|不用遵守|不必遵守|绕过|跳过|突破)[^，,。.！!？?；;\n]{0,8}(禁聊|禁止|话题|禁用词|规则|限制|合规|平台)|\b(ignore|disregard|bypass|skip|override)\b[^,.!?;\n]{0,30}\b(forbidden|banned|rules?|restrictions?|platform|topics?)\b/i;
