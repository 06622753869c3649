/**
 * Prefix reuse: each turn of a simulated stream compiled with the core's compileRequest (a
 * follow-up with its conversation and the live context of each earlier turn), rendered as
 * Qwen3's chat template renders it and counted in Qwen3 tokens; per request, the share of its
 * prompt that equals the longest prefix of any earlier request (what vLLM's or SGLang's prefix
 * cache could skip if nothing was evicted).
 */
import {
  compileRequest,
  parseHarness,
  type HarnessDocument,
  type HarnessDocumentInput,
} from '../../src/harness';
import { renderQwen3Prompt } from './qwen-chat-template';
import { qwenTokens, type QwenTokens } from './qwen-tokens';
import { SharedPrefixCounter } from './shared-prefix';
import type { StreamTurn } from './stream-turns';

export type Layout = 'document' | 'cache-friendly';

export interface ReuseRow {
  harness: string;
  layout: Layout;
  requests: number;
  /** Mean prompt tokens per request. */
  promptTokens: number;
  /** Mean over requests of shared prefix / prompt tokens. */
  meanShare: number;
  /** All shared prefix tokens over all prompt tokens. */
  tokenShare: number;
  /** Mean share per kind of turn (GROUPS). */
  byGroup: Record<Group, { turns: number; share: number }>;
  /** The layout compiles to different bytes than `document` (false: not in the compiler). */
  distinct: boolean;
  ms: number;
}

export function withLayout(input: HarnessDocumentInput, layout: Layout): HarnessDocument {
  const parsed = parseHarness(input);
  if (!parsed.ok) throw new Error('the harness does not parse');
  const doc = parsed.document;
  return { ...doc, settings: { ...doc.settings, promptLayout: layout } };
}

/** The kinds of turn the report tells apart (the first turn of the evening is in none). */
export const GROUPS = ['new viewer', 'follow-up', 'first appearance', 'product again'] as const;
export type Group = (typeof GROUPS)[number];

export function groupOf(turn: StreamTurn): Group | null {
  switch (turn.change) {
    case 'start':
      return null;
    case 'product':
      return turn.firstAppearance ? 'first appearance' : 'product again';
    case 'same viewer':
      return 'follow-up';
    default:
      return 'new viewer';
  }
}

const render = (doc: HarnessDocument, turn: StreamTurn) =>
  renderQwen3Prompt(
    compileRequest(doc, turn.context, {
      conversation: turn.conversation,
      earlierContexts: turn.earlierContexts,
    }),
    { enableThinking: false },
  );

export function prefixReuse(
  harness: string,
  input: HarnessDocumentInput,
  layout: Layout,
  turns: StreamTurn[],
  tokens: QwenTokens = qwenTokens(),
): ReuseRow {
  const started = performance.now();
  const doc = withLayout(input, layout);
  const distinct =
    layout === 'document' ||
    render(doc, turns[0]!) !== render(withLayout(input, 'document'), turns[0]!);
  const counter = new SharedPrefixCounter();
  let prompt = 0;
  let shared = 0;
  let shareSum = 0;
  const byGroup = Object.fromEntries(
    GROUPS.map((g) => [g, { turns: 0, share: 0 }]),
  ) as ReuseRow['byGroup'];
  for (const turn of turns) {
    const ids = Uint32Array.from(tokens.encode(render(doc, turn)));
    const common = counter.add(ids);
    const share = common / ids.length;
    prompt += ids.length;
    shared += common;
    shareSum += share;
    const group = groupOf(turn);
    if (group === null) continue;
    byGroup[group].turns++;
    byGroup[group].share += share;
  }
  for (const row of Object.values(byGroup)) if (row.turns > 0) row.share /= row.turns;
  return {
    harness,
    layout,
    requests: turns.length,
    promptTokens: prompt / turns.length,
    meanShare: shareSum / turns.length,
    tokenShare: shared / prompt,
    byGroup,
    distinct,
    ms: performance.now() - started,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** Goals of the cache-friendly layout: the mean share, and the share on the two hard turns. */
export interface ReuseGoal {
  mean: number;
  firstAppearance: number;
  followUp: number;
}

function verdict(row: ReuseRow, goal: ReuseGoal): { met: boolean; text: string } {
  if (!row.distinct)
    return { met: false, text: 'WAITS: the compiler renders this layout as document' };
  const first = row.byGroup['first appearance'];
  const follow = row.byGroup['follow-up'];
  const met =
    row.meanShare >= goal.mean &&
    (first.turns === 0 || first.share >= goal.firstAppearance) &&
    (follow.turns === 0 || follow.share >= goal.followUp);
  return { met, text: met ? 'MET' : 'MISSED' };
}

export function reportPrefixReuse(rows: ReuseRow[], goal: ReuseGoal): boolean {
  console.log(
    '\n## Prefix reuse (Qwen3 chat template, Qwen3 tokens; share of each prompt that is the longest prefix of an earlier one)\n',
  );
  const counts = rows[0] ? GROUPS.map((g) => `${g} ${rows[0]!.byGroup[g].turns}`).join(', ') : '';
  console.log(`Turns of each kind: ${counts}.\n`);
  console.log(
    `| harness | layout | requests | prompt tokens (mean) | shared, mean per request | shared, all tokens | ${GROUPS.join(' | ')} | x document | goal: mean >= ${pct(goal.mean)}, first appearance >= ${pct(goal.firstAppearance)}, follow-up >= ${pct(goal.followUp)} |`,
  );
  console.log(
    `| --- | --- | ---: | ---: | ---: | ---: | ${GROUPS.map(() => '---: |').join(' ')} ---: | --- |`,
  );
  let ok = true;
  for (const row of rows) {
    const base = rows.find((r) => r.harness === row.harness && r.layout === 'document')!;
    const at = (g: Group) => (row.byGroup[g].turns > 0 ? pct(row.byGroup[g].share) : '-');
    let text = '';
    if (row.layout === 'cache-friendly') {
      const v = verdict(row, goal);
      ok &&= v.met;
      text = v.text;
    }
    console.log(
      `| ${row.harness} | ${row.layout} | ${row.requests} | ${Math.round(row.promptTokens)} | ${pct(row.meanShare)} | ${pct(row.tokenShare)} | ${GROUPS.map(at).join(' | ')} | ${(row.meanShare / base.meanShare).toFixed(2)} | ${text} |`,
    );
  }
  const slowest = Math.max(...rows.map((r) => r.ms));
  console.log(`\n(slowest row took ${(slowest / 1000).toFixed(1)} s to compile, render and count)`);
  return ok;
}
