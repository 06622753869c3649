import { describe, expect, it } from 'vitest';
import {
  activePromotions,
  harnessDocumentSchema,
  liveContextSchema,
  testSuiteSchema,
} from '../../src/harness';
import { TurnGuards } from '../../src/harness/guards';
import { sampleHarness } from '../../src/harness/sample';
import { sampleSuite } from '../../src/harness/sample/suite';
import { isOmitMarker } from '../../src/harness/evaluation/argument-values';
import { runFixture } from './tools/fixture-binding';

// The sample's 46 cases, answered as a correct host would: the calls each case expects (with
// their first accepted values) answered by the sample's fixtures, and a reply saying every
// value the case expects (figures as sums in yuan where the case checks prices). The built-in guards must block none of it.
const doc = harnessDocumentSchema.parse(sampleHarness);
const suite = testSuiteSchema.parse(sampleSuite);

function toolResultsOf(c: (typeof suite.cases)[number]) {
  const out: { name: string; result: unknown }[] = [];
  for (const e of c.expectations) {
    if (e.type !== 'tool_calls') continue;
    for (const call of e.calls) {
      const tool = doc.tools.find((t) => t.name === call.name);
      if (!tool || tool.binding.type !== 'fixture') continue;
      const args = Object.fromEntries(
        Object.entries(call.arguments ?? {}).flatMap(([k, values]) => {
          const first = values.find((v) => !isOmitMarker(v));
          return first === undefined ? [] : [[k, first]];
        }),
      );
      const outcome = runFixture(tool.binding, args);
      if (outcome.ok) out.push({ name: call.name, result: outcome.result });
    }
  }
  return out;
}

/** A bare number is a price where the case checks prices (as the suite's price check reads it). */
const said = (value: string, prices: boolean) =>
  prices && /^\d+(\.\d+)?$/.test(value) ? `${value}元。` : `${value}。`;

describe("the built-in guards on the sample's suite, answered correctly", () => {
  it('block no sentence a correct host says', () => {
    let sentences = 0;
    let priced = 0;
    const falseBlocks: string[] = [];
    for (const c of suite.cases) {
      const context = liveContextSchema.parse(c.context);
      const results = toolResultsOf(c);
      // A host quoting checkout says its final price, as a price (held to the floor too).
      const quoted = results.flatMap(({ result }) => {
        const final = (result as { final_price?: unknown }).final_price;
        return typeof final === 'number' ? [`到手价${final}元。`] : [];
      });
      const guards = new TurnGuards({
        settings: doc.settings.guards!,
        bannedWords: doc.settings.bannedWords,
        preferences: doc.preferences,
        ...(context.product ? { product: context.product } : {}),
        promotions: activePromotions(doc, context),
        toolResults: results,
      });
      const values = c.expectations.flatMap((e) => (e.type === 'reply_contains' ? e.values : []));
      const prices = c.expectations.some((e) => e.type === 'prices_from_tools');
      let heard = '';
      for (const sentence of [...values.map((v) => said(v, prices)), ...quoted]) {
        sentences++;
        if (sentence.endsWith('元。')) priced++;
        const d = guards.check(sentence, heard, heard);
        if (d.action === 'block') falseBlocks.push(`${c.id}: ${sentence} (${d.finding.code})`);
        heard += d.action === 'replace' ? d.sentence : sentence;
      }
    }
    expect(suite.cases.length).toBe(46);
    expect(sentences).toBeGreaterThan(40);
    // Prices said in yuan, each one the guard had to find among the room's figures.
    expect(priced).toBeGreaterThanOrEqual(12);
    expect(falseBlocks).toEqual([]);
  });
});
