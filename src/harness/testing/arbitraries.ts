import fc from 'fast-check';
import type { HarnessDocumentInput } from '../schema/document';
import { VIEWER_KINDS } from '../schema/promotion';
import { TONES, preferencesSchema } from '../schema/preferences';
import { HOOK_EVENTS } from '../schema/hook';
import {
  BANNED_WORDS,
  TIERS,
  entityId,
  line,
  money,
  paragraph,
  promptBody,
  propertyName,
  toolName,
  word,
} from './text-arbitraries';

type Input = HarnessDocumentInput;
type ToolInput = NonNullable<Input['tools']>[number];
type SkillInput = NonNullable<Input['skills']>[number];
type PromotionInput = NonNullable<Input['promotions']>[number];

const section = fc.record(
  {
    id: entityId,
    title: fc.oneof(fc.constant(''), line(3)),
    body: promptBody,
    enabled: fc.boolean(),
  },
  { requiredKeys: ['id', 'title', 'body'] },
);

const declaredVariable = fc.record(
  {
    name: fc.stringMatching(/^[a-z]{1,8}$/).map((n) => `custom.${n}`),
    description: line(4),
    default: line(4),
  },
  { requiredKeys: ['name'] },
);

/** Simple OpenAI-strict object schemas: every property required, no extra properties. */
const parameters = fc
  .uniqueArray(
    fc.record({
      name: propertyName,
      type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
      description: fc.option(line(4), { nil: undefined }),
    }),
    { selector: (p) => p.name, maxLength: 5 },
  )
  .map((props) => ({
    type: 'object',
    properties: Object.fromEntries(
      props.map((p) => [
        p.name,
        p.description === undefined
          ? { type: p.type }
          : { type: p.type, description: p.description },
      ]),
    ),
    required: props.map((p) => p.name),
    additionalProperties: false,
  }));

const fixtureBinding = fc.record(
  {
    type: fc.constant('fixture' as const),
    responses: fc.array(
      fc.record({
        match: fc.dictionary(propertyName, line(2), { maxKeys: 2 }),
        response: fc.record({ ok: fc.boolean(), message: line(4), count: fc.nat(1000) }),
      }),
      { maxLength: 3 },
    ),
    fallback: fc.record({ ok: fc.constant(false) }),
  },
  { requiredKeys: ['type', 'responses'] },
);

const tool: fc.Arbitrary<ToolInput> = fc.record(
  {
    name: toolName,
    description: line(6),
    parameters,
    strict: fc.boolean(),
    binding: fixtureBinding,
    enabled: fc.boolean(),
  },
  { requiredKeys: ['name', 'description', 'parameters', 'binding'] },
);

const skill = (enabledTools: string[]): fc.Arbitrary<SkillInput> =>
  fc.record(
    {
      id: entityId,
      name: line(3),
      description: line(8),
      instructions: fc.oneof(fc.constant(''), paragraph),
      allowedTools: fc.subarray(enabledTools),
      enabled: fc.boolean(),
    },
    { requiredKeys: ['id', 'name', 'description', 'instructions'] },
  );

const HOOK_SOURCES = [
  "function hook(ctx) { return { action: 'continue' }; }",
  "function hook(ctx) {\n  if (ctx.message.length > 500) return { action: 'continue' };\n  return { action: 'continue' };\n}\n",
  "// keeps going\nfunction hook(ctx) {\n  const words = ctx.bannedWords;\n  return { action: 'continue', seen: words.length };\n}",
  'function hook(ctx) { return { action: "continue" }; }\n',
];

const hook = fc.record(
  {
    id: entityId,
    event: fc.constantFrom(...HOOK_EVENTS),
    description: line(5),
    source: fc.constantFrom(...HOOK_SOURCES),
    enabled: fc.boolean(),
    timeoutMs: fc.integer({ min: 1, max: 5_000 }),
    memoryLimitKb: fc.integer({ min: 256, max: 65_536 }),
    onError: fc.constantFrom('fail_open' as const, 'fail_closed' as const),
  },
  { requiredKeys: ['id', 'event', 'source'] },
);

const pad = (n: number) => String(n).padStart(2, '0');

/** Same-day or overnight windows in December 2026, end after start, in Shanghai time. */
const promotionWindow = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 22 }),
    hours: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ day, hour, hours }) => {
    const endHour = hour + hours;
    const endDay = day + Math.floor(endHour / 24);
    return {
      start: `2026-12-${pad(day)}T${pad(hour)}:00`,
      end: `2026-12-${pad(endDay)}T${pad(endHour % 24)}:30`,
      timeZone: 'Asia/Shanghai',
    };
  });

const scope = fc.oneof(
  fc.constant({ kind: 'all' as const }),
  fc.record({
    kind: fc.constantFrom('products' as const, 'categories' as const),
    ids: fc.uniqueArray(entityId, { minLength: 1, maxLength: 3 }),
  }),
);

const offer = fc.oneof(
  money(2, 1_000).chain((threshold) =>
    money(0.5, threshold - 0.5).map((discount) => ({
      type: 'threshold' as const,
      threshold,
      discount,
    })),
  ),
  fc
    .record({
      type: fc.constant('coupon' as const),
      code: fc.stringMatching(/^[A-Z0-9_-]{3,12}$/),
      amount: money(1, 100),
    })
    .chain((c) =>
      fc
        .oneof(fc.constant(0), money(c.amount + 1, c.amount + 500))
        .map((minSpend) => ({ ...c, minSpend })),
    ),
  fc.record({ type: fc.constant('flash_sale' as const), price: money(1, 999) }),
  fc.record({
    type: fc.constant('percentage' as const),
    percentOff: fc.integer({ min: 1, max: 99 }),
  }),
);

const promotion: fc.Arbitrary<PromotionInput> = fc
  .record({
    base: fc.record(
      {
        id: entityId,
        name: line(3),
        scope,
        window: promotionWindow,
        stacking: fc.constant('stackable' as const),
        eligibility: fc.record({
          viewers: fc.subarray([...VIEWER_KINDS], { minLength: 1 }),
          memberTiers: fc.subarray(TIERS),
        }),
        quota: fc.record(
          { total: fc.integer({ min: 1, max: 10_000 }), perViewer: fc.integer({ min: 1, max: 5 }) },
          { requiredKeys: [] },
        ),
        enabled: fc.boolean(),
      },
      { requiredKeys: ['id', 'name', 'scope', 'window'] },
    ),
    offer,
  })
  .map(({ base, offer }) => ({ ...base, ...offer }));

const brandTerms = fc.uniqueArray(
  fc.record({ term: line(2), note: line(4) }, { requiredKeys: ['term'] }),
  {
    selector: (b) => b.term.normalize('NFKC').trim().toLowerCase(),
    maxLength: 4,
  },
);

const preferences = fc.record(
  {
    shopId: entityId,
    shopName: line(3),
    tone: fc.constantFrom(...TONES),
    language: fc.constantFrom('zh-CN' as const, 'en' as const),
    greeting: line(6),
    forbiddenTopics: fc.uniqueArray(word, { maxLength: 4 }),
    discountFloor: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
    brandTerms,
    maxReplyChars: fc.integer({ min: 20, max: 2_000 }),
  },
  { requiredKeys: ['shopId', 'shopName'] },
);

const settings = fc.record(
  {
    skillDisclosure: fc.constantFrom('inline' as const, 'on_demand' as const),
    maxSteps: fc.integer({ min: 1, max: 20 }),
    timeZone: fc.constant('Asia/Shanghai'),
    bannedWords: fc.subarray(BANNED_WORDS),
    passThreshold: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
  },
  { requiredKeys: [] },
);

const model = fc.record(
  {
    endpoint: fc.constantFrom('default', 'qwen-small'),
    temperature: fc.integer({ min: 0, max: 20 }).map((n) => n / 10),
    topP: fc.integer({ min: 1, max: 10 }).map((n) => n / 10),
    maxTokens: fc.integer({ min: 1, max: 32_768 }),
    toolChoice: fc.constantFrom('auto' as const, 'none' as const, 'required' as const),
    parallelToolCalls: fc.boolean(),
    seed: fc.integer(),
  },
  { requiredKeys: [] },
);

const byId = <T extends { id: string }>(arb: fc.Arbitrary<T>, maxLength: number) =>
  fc.uniqueArray(arb, { selector: (x) => x.id, maxLength });

/** A valid harness as a person would write it: defaults sometimes left out. */
export const harnessDocumentArbitrary: fc.Arbitrary<HarnessDocumentInput> = fc
  .uniqueArray(tool, { selector: (t) => t.name, maxLength: 5 })
  .chain((tools) => {
    const enabledTools = tools.filter((t) => t.enabled !== false).map((t) => t.name);
    return fc.record(
      {
        schemaVersion: fc.constant(2 as const),
        name: line(4),
        description: line(8),
        settings,
        model,
        prompt: fc.record({
          sections: byId(section, 5),
          variables: fc.uniqueArray(declaredVariable, { selector: (v) => v.name, maxLength: 2 }),
        }),
        skills: fc
          .uniqueArray(skill(enabledTools), { selector: (s) => s.id, maxLength: 5 })
          .filter((list) => new Set(list.map((s) => s.name)).size === list.length),
        tools: fc.constant(tools),
        hooks: byId(hook, 3),
        preferences,
        promotions: byId(promotion, 4),
      },
      { requiredKeys: ['schemaVersion', 'name', 'prompt', 'preferences', 'tools'] },
    );
  })
  .map(keepToFloor);

/**
 * A person keeps a percentage off within the discount floor (validate/promotion-floor.ts):
 * the floor is lowered to what the largest percentage leaves. The fixtures state no list
 * prices, so the other promotions have nothing to be held to.
 */
function keepToFloor(doc: HarnessDocumentInput): HarnessDocumentInput {
  const most = Math.max(
    0,
    ...(doc.promotions ?? []).map((p) => (p.type === 'percentage' ? p.percentOff : 0)),
  );
  // Left out, the floor is the schema's default.
  const floor =
    doc.preferences.discountFloor ?? preferencesSchema.shape.discountFloor.parse(undefined);
  if (floor <= (100 - most) / 100) return doc;
  return { ...doc, preferences: { ...doc.preferences, discountFloor: (100 - most) / 100 } };
}
