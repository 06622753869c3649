/**
 * Prefix reuse: each turn of a simulated stream compiled with the core's compileRequest,
 * rendered as Qwen3's chat template renders it and counted in Qwen3 tokens; per request, the
 * share of its prompt that equals the longest prefix of any earlier request (what vLLM's or
 * SGLang's prefix cache could skip if nothing was evicted).
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
  /** Mean share by what changed since the turn before. */
  byChange: Record<string, { turns: number; share: number }>;
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

const render = (doc: HarnessDocument, turn: StreamTurn) =>
  renderQwen3Prompt(compileRequest(doc, turn.context, { conversation: turn.conversation }), {
    enableThinking: false,
  });

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
  const byChange: ReuseRow['byChange'] = {};
  for (const turn of turns) {
    const ids = Uint32Array.from(tokens.encode(render(doc, turn)));
    const common = counter.add(ids);
    const share = common / ids.length;
    prompt += ids.length;
    shared += common;
    shareSum += share;
    const row = (byChange[turn.change] ??= { turns: 0, share: 0 });
    row.turns++;
    row.share += share;
  }
  for (const row of Object.values(byChange)) row.share /= row.turns;
  return {
    harness,
    layout,
    requests: turns.length,
    promptTokens: prompt / turns.length,
    meanShare: shareSum / turns.length,
    tokenShare: shared / prompt,
    byChange,
    distinct,
    ms: performance.now() - started,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

export function reportPrefixReuse(rows: ReuseRow[], goal: number): boolean {
  console.log(
    '\n## Prefix reuse (Qwen3 chat template, Qwen3 tokens; share of each prompt that is the longest prefix of an earlier one)\n',
  );
  console.log(
    '| harness | layout | requests | prompt tokens (mean) | shared, mean per request | shared, all tokens | new viewer | same viewer | product change | x document | goal |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  let ok = true;
  for (const row of rows) {
    const base = rows.find((r) => r.harness === row.harness && r.layout === 'document')!;
    const at = (k: string) => (row.byChange[k] ? pct(row.byChange[k].share) : '-');
    let verdict = '';
    if (row.layout === 'cache-friendly') {
      const met = row.distinct && row.meanShare >= goal;
      ok &&= met;
      verdict = row.distinct
        ? `>= ${pct(goal)}: ${met ? 'MET' : 'MISSED'}`
        : 'WAITS: the compiler renders this layout as document';
    }
    console.log(
      `| ${row.harness} | ${row.layout} | ${row.requests} | ${Math.round(row.promptTokens)} | ${pct(row.meanShare)} | ${pct(row.tokenShare)} | ${at('new viewer')} | ${at('same viewer')} | ${at('product')} | ${(row.meanShare / base.meanShare).toFixed(2)} | ${verdict} |`,
    );
  }
  const slowest = Math.max(...rows.map((r) => r.ms));
  console.log(`\n(slowest row took ${(slowest / 1000).toFixed(1)} s to compile, render and count)`);
  return ok;
}
