import { describe, expect, it } from 'vitest';
import { applyControl, NEGATIVE_CONTROLS } from '../../../src/harness/variants/controls';
import {
  callToOriginal,
  compileRequest,
  familyVariant,
  harnessDocumentSchema,
  identityVariant,
  offeredNames,
  USE_SKILL_TOOL_NAME,
  VARIANT_FAMILIES,
  type ChatMessage,
  type HarnessDocument,
  type Variant,
} from '../../../src/harness';
import { sampleContexts, sampleHarness } from '../../../src/harness/sample';
import { HOST_PLAN } from '../host-suite';
import { overfitHost, readerHost, UNPLANNED_REPLY } from './hosts';
import type { ChatRequestBody, RecordedRequest, ScriptedResponse } from './scripts';

const sample = harnessDocumentSchema.parse(sampleHarness);
const context = sampleContexts[0]!.context;
type Host = (req: RecordedRequest) => ScriptedResponse;
interface Made {
  name: string;
  arguments: Record<string, unknown>;
}

/** One turn as the runtime would run it: compile, ask, answer tool calls, until a reply. */
function converse(host: Host, doc: HarnessDocument, question: string) {
  const conversation: ChatMessage[] = [{ role: 'user', content: question }];
  const made: Made[] = [];
  for (let round = 0; round < 4; round++) {
    const body = compileRequest(doc, context, { conversation }) as unknown as ChatRequestBody;
    const answer = host({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: {},
      body,
      abandoned: false,
    });
    if (answer.kind === 'text') return { made, reply: answer.text };
    if (answer.kind !== 'tool_calls') throw new Error(`unexpected ${answer.kind}`);
    const ids = answer.calls.map((_, i) => `call-${round}-${i}`);
    conversation.push({
      role: 'assistant',
      content: null,
      tool_calls: answer.calls.map((c, i) => ({
        id: ids[i]!,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    });
    answer.calls.forEach((c, i) => {
      const args = JSON.parse(c.arguments) as Record<string, unknown>;
      made.push({ name: c.name, arguments: args });
      // use_skill answers with the skill's instructions, as the runtime does.
      const skill = doc.skills.find((s) => s.id === args.skill);
      const content = c.name === USE_SKILL_TOOL_NAME ? (skill?.instructions ?? '') : '{}';
      conversation.push({ role: 'tool', tool_call_id: ids[i]!, content });
    });
  }
  throw new Error('no reply after 4 rounds');
}

/** The calls a host made for every planned question, read back into the original's names. */
function callsIn(host: Host, variant: Variant) {
  const offered = offeredNames(variant.document);
  return Object.keys(HOST_PLAN).map((question) => {
    const { made, reply } = converse(host, variant.document, question);
    const calls = made
      .filter((c) => c.name !== USE_SKILL_TOOL_NAME)
      .map((c) => callToOriginal(variant.inverse, offered, c));
    return { question, calls, reply, skills: made.filter((c) => c.name === USE_SKILL_TOOL_NAME) };
  });
}

const planned = Object.entries(HOST_PLAN).map(([question, answer]) => ({
  question,
  calls: answer.calls ?? [],
  reply: answer.reply,
}));
const reader = readerHost(HOST_PLAN, sample);
const overfit = overfitHost(HOST_PLAN);
const seeds = [1, 2, 3, 4, 5, 6];
const onDemand: HarnessDocument = {
  ...sample,
  settings: { ...sample.settings, skillDisclosure: 'on_demand' },
};
const control = (id: string, focus?: Parameters<typeof applyControl>[3]) =>
  applyControl(
    sample,
    NEGATIVE_CONTROLS.find((c) => c.id === id)!,
    1,
    focus,
  )!;

describe('the scripted hosts', () => {
  it('both do what the plan says on the unchanged harness', () => {
    for (const host of [reader, overfit]) {
      const got = callsIn(host, identityVariant(sample));
      expect(got.map(({ question, calls, reply }) => ({ question, calls, reply }))).toEqual(
        planned,
      );
    }
  });

  it('answers a question the plan does not know without calling', () => {
    expect(converse(reader, sample, '主播几点下播').reply).toBe(UNPLANNED_REPLY);
    expect(converse(overfit, sample, '主播几点下播')).toEqual({ made: [], reply: UNPLANNED_REPLY });
  });

  it('the reader makes the planned calls on every family variant, read back by the inverse', () => {
    for (const family of VARIANT_FAMILIES) {
      for (const seed of seeds) {
        for (const doc of [sample, onDemand]) {
          const got = callsIn(reader, familyVariant(doc, family, seed));
          expect(
            got.map((g) => g.calls),
            `${family} #${seed}`,
          ).toEqual(planned.map((p) => p.calls));
        }
      }
    }
  });

  it('the overfitting host calls names a renamed harness does not offer', () => {
    for (const seed of seeds) {
      const got = callsIn(overfit, familyVariant(sample, 'tool-schemas', seed));
      const called = got.filter((g) => g.calls.length > 0);
      expect(called.length).toBe(planned.filter((p) => p.calls.length > 0).length);
      // callToOriginal maps a name the variant does not offer to null: a wrong call.
      expect(called.every((g) => g.calls.every((c) => c === null))).toBe(true);
    }
  });

  it('loads the skill that tells when to call, under its new id, when skills come on demand', () => {
    const variant = familyVariant(onDemand, 'skill-ids', 1);
    const ids = Object.keys(variant.inverse.skills);
    expect(ids.length).toBeGreaterThan(0);
    const got = callsIn(reader, variant).find((g) => g.question === '有券吗')!;
    expect(got.skills).toHaveLength(1);
    const loaded = String(got.skills[0]!.arguments.skill);
    expect(variant.inverse.skills[loaded] ?? loaded).toBe('coupon-push');
    expect(got.calls).toEqual(HOST_PLAN['有券吗']!.calls);
  });

  it('the reader follows descriptions into the controls that swap or shuffle them', () => {
    const swapped = control('swap-tool-descriptions', {
      tools: ['list_promotions', 'check_inventory'],
    });
    const got = callsIn(reader, swapped);
    const wrong = got.filter(
      (g, i) => JSON.stringify(g.calls) !== JSON.stringify(planned[i]!.calls),
    );
    expect(wrong.map((g) => g.question)).toEqual([
      '滇红还有货吗',
      '有券吗',
      '满减是怎么减的',
      '会员有折扣吗',
      '白茶有活动吗',
    ]);
    const shuffled = callsIn(reader, control('shuffle-tool-names'));
    // Every tool now goes by another's name: each call reads back as a different tool.
    for (const [i, g] of shuffled.entries()) {
      for (const [k, c] of g.calls.entries()) expect(c!.name).not.toBe(planned[i]!.calls[k]!.name);
    }
  });

  it('does not call a tool no instruction names any more (delete-instruction)', () => {
    for (const doc of [sample, onDemand]) {
      const deleted = applyControl(
        doc,
        NEGATIVE_CONTROLS.find((c) => c.id === 'delete-instruction')!,
        1,
        {
          skills: ['product-qa'],
        },
      )!;
      expect(deleted.description).toContain('product-qa');
      const got = callsIn(reader, deleted);
      const byQuestion = Object.fromEntries(got.map((g) => [g.question, g.calls]));
      expect(byQuestion['龙井是哪里产的']).toEqual([]);
      expect(byQuestion['滇红还有货吗']).toEqual([]);
      expect(byQuestion['有券吗']).toEqual(HOST_PLAN['有券吗']!.calls);
    }
  });

  it('leaves out an argument the tool no longer takes (drop-required-parameter)', () => {
    const dropped = control('drop-required-parameter', { tools: ['list_promotions'] });
    const got = callsIn(reader, dropped).find((g) => g.question === '有券吗')!;
    const args = got.calls[0]!.arguments!;
    expect(Object.keys(args)).toHaveLength(1);
  });
});

describe('the reader and the cache-friendly layout', () => {
  // Only the per-turn viewer section names the tool: it reaches the host in the turn message.
  const namedPerTurn = (role: 'system' | 'user'): HarnessDocument => ({
    ...sample,
    settings: { ...sample.settings, promptLayout: 'cache-friendly', turnMessageRole: role },
    skills: sample.skills.map((s) => ({ ...s, instructions: s.instructions.replaceAll('`', '') })),
    prompt: {
      ...sample.prompt,
      sections: sample.prompt.sections.map((s) =>
        s.id === 'viewer' ? { ...s, body: `${s.body}\n问优惠时调用 \`list_promotions\`。` } : s,
      ),
    },
  });

  it('reads the turn message before the question, in either role', () => {
    for (const role of ['system', 'user'] as const) {
      const doc = namedPerTurn(role);
      const body = compileRequest(doc, context, {
        conversation: [{ role: 'user', content: '有券吗' }],
      });
      expect(body.messages.map((m) => m.role)).toEqual(['system', role, 'user']);
      expect(body.messages[0]!.content).not.toContain('`list_promotions`');
      expect(converse(reader, doc, '有券吗').made).toEqual(HOST_PLAN['有券吗']!.calls);
    }
  });

  it('calls nothing when no instruction names the tool, as in the document layout', () => {
    const doc = namedPerTurn('system');
    const unnamed: HarnessDocument = { ...doc, prompt: sample.prompt };
    expect(converse(reader, unnamed, '有券吗').made).toEqual([]);
  });
});
