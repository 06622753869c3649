import type { RegisteredCode } from '../diagnostic-codes';
import { USE_SKILL_TOOL_NAME } from '../compile/skills';
import { sampleHarness } from '../sample';
import { validateHarness } from '../validate';
import type { Diagnostic } from '../diagnostics';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One way to break the sample harness, and the code (and variant) the core then reports. */
export interface BrokenCase {
  code: RegisteredCode;
  /** The `kind` param expected, for codes with variants. */
  kind?: string;
  /** Changes the document in place. */
  change: (doc: Doc) => void;
  /** Checked instead of the changed document, when set. */
  input?: unknown;
}

const deep = (levels: number) => {
  let node: Doc = { type: 'string' };
  for (let i = 0; i < levels; i++)
    node = {
      type: 'object',
      properties: { x: node },
      required: ['x'],
      additionalProperties: false,
    };
  return node;
};

/**
 * A broken document for each code (and variant) the validator and the shape check report,
 * shared by the core's params tests and the SPA's translation tests.
 */
export const BROKEN_CASES: BrokenCase[] = [
  { code: 'skill.duplicate_id', change: (d) => (d.skills[1].id = 'product-qa') },
  { code: 'tool.duplicate_name', change: (d) => (d.tools[1].name = 'get_product_detail') },
  { code: 'hook.duplicate_id', change: (d) => d.hooks.push({ ...d.hooks[0] }) },
  { code: 'promotion.duplicate_id', change: (d) => (d.promotions[1].id = 'double12-threshold') },
  {
    code: 'prompt.duplicate_section_id',
    change: (d) => (d.prompt.sections[1].id = d.prompt.sections[0].id),
  },
  {
    code: 'prompt.duplicate_variable',
    change: (d) => d.prompt.variables.push({ ...d.prompt.variables[0] }),
  },
  { code: 'skill.unknown_tool', change: (d) => d.skills[0].allowedTools.push('get_prodct_detail') },
  { code: 'skill.disabled_tool', change: (d) => (d.tools[0].enabled = false) },
  { code: 'tool.parameters_not_object', change: (d) => (d.tools[0].parameters.type = 'string') },
  {
    code: 'tool.invalid_schema',
    kind: 'meta',
    change: (d) => (d.tools[0].parameters.properties.product_id.type = 'text'),
  },
  {
    code: 'tool.invalid_schema',
    kind: 'meta',
    change: (d) => (d.tools[0].parameters.properties.product_id.minLength = -1),
  },
  {
    code: 'tool.invalid_schema',
    kind: 'dialect',
    change: (d) => (d.tools[0].parameters.$schema = 'http://json-schema.org/draft-07/schema#'),
  },
  {
    code: 'tool.invalid_schema',
    kind: 'pattern',
    change: (d) => (d.tools[0].parameters.properties.product_id.pattern = '(['),
  },
  {
    code: 'tool.strict_incompatible',
    kind: 'additional',
    change: (d) => (d.tools[0].parameters.additionalProperties = true),
  },
  {
    code: 'tool.strict_incompatible',
    kind: 'keyword',
    change: (d) => (d.tools[0].parameters.minProperties = 1),
  },
  {
    code: 'tool.strict_incompatible',
    kind: 'required',
    change: (d) => (d.tools[0].parameters.required = []),
  },
  {
    code: 'tool.strict_incompatible',
    kind: 'anyOf',
    change: (d) => (d.tools[0].parameters.anyOf = [{ type: 'object' }]),
  },
  {
    code: 'tool.strict_incompatible',
    kind: 'depth',
    change: (d) => (d.tools[0].parameters.properties.product_id = deep(11)),
  },
  {
    code: 'tool.reserved_name',
    change: (d) => {
      d.settings.skillDisclosure = 'on_demand';
      d.tools[0].name = USE_SKILL_TOOL_NAME;
      for (const s of d.skills) s.allowedTools = [];
    },
  },
  { code: 'hook.syntax', change: (d) => (d.hooks[0].source = 'function hook(ctx) {') },
  { code: 'hook.no_entry', change: (d) => (d.hooks[0].source = 'function other() {}') },
  {
    code: 'hook.action_not_allowed',
    change: (d) =>
      (d.hooks[0].source = "function hook(ctx) { return { action: 'replace', sentence: '' }; }"),
  },
  {
    code: 'prompt.unknown_variable',
    change: (d) => (d.prompt.sections[0].body += ' {{product.nme}}'),
  },
  {
    code: 'prompt.unclosed_braces',
    kind: 'open',
    change: (d) => (d.prompt.sections[0].body += ' {{product.name'),
  },
  {
    code: 'prompt.unclosed_braces',
    kind: 'name',
    change: (d) => (d.prompt.sections[0].body += ' {{ not a name }}'),
  },
  { code: 'prompt.banned_word', change: (d) => (d.prompt.sections[0].body += ' 全网最低价') },
  {
    code: 'prompt.banned_word',
    change: (d) => {
      d.settings.bannedWords = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'];
      d.prompt.sections[0].body += ' a1 b2 c3 d4 e5 f6 g7';
    },
  },
  {
    code: 'promotion.window_reversed',
    change: (d) => (d.promotions[0].window.end = '2026-12-11T00:00'),
  },
  {
    code: 'promotion.invalid_date',
    change: (d) => (d.promotions[0].window.start = '2026-02-30T00:00'),
  },
  {
    code: 'promotion.exclusive_overlap',
    change: (d) => (d.promotions[2].window = { ...d.promotions[0].window }),
  },
  {
    code: 'promotion.exclusive_may_overlap',
    change: (d) => {
      d.promotions[2].window = { ...d.promotions[0].window };
      d.promotions[0].scope = { kind: 'categories', ids: ['tea'] };
      d.promotions[2].scope = { kind: 'products', ids: ['p-1'] };
    },
  },
  { code: 'promotion.discount_exceeds_threshold', change: (d) => (d.promotions[0].discount = 300) },
  { code: 'promotion.coupon_exceeds_min_spend', change: (d) => (d.promotions[1].amount = 120) },
  { code: 'promotion.empty_scope', change: (d) => (d.promotions[2].scope.ids = []) },
  { code: 'promotion.name_number_mismatch', change: (d) => (d.promotions[2].price = 149) },
  {
    code: 'promotion.below_floor',
    kind: 'flash_sale',
    change: (d) => (d.promotions[2].price = 99),
  },
  {
    code: 'promotion.below_floor',
    kind: 'threshold',
    change: (d) => (d.promotions[0].discount = 150),
  },
  { code: 'promotion.below_floor', kind: 'coupon', change: (d) => (d.promotions[1].amount = 90) },
  {
    code: 'promotion.below_floor',
    kind: 'percentage',
    change: (d) => (d.promotions[3].percentOff = 45),
  },
  {
    code: 'preferences.duplicate_brand_term',
    change: (d) => d.preferences.brandTerms.push({ term: '山岚茶舍' }),
  },
  { code: 'schema.not_object', change: () => {}, input: [] },
  { code: 'schema.version_missing', change: (d) => delete d.schemaVersion },
  { code: 'schema.version_unsupported', change: (d) => (d.schemaVersion = 99) },
  { code: 'schema.unknown_field', change: (d) => (d.skills[0].colour = 'red') },
  { code: 'schema.invalid_type', kind: 'required', change: (d) => delete d.skills[0].name },
  { code: 'schema.invalid_type', kind: 'expected', change: (d) => (d.skills[0].name = 3) },
  { code: 'schema.too_small', kind: 'empty', change: (d) => (d.skills[0].name = '') },
  { code: 'schema.too_small', kind: 'value', change: (d) => (d.preferences.discountFloor = -1) },
  { code: 'schema.too_small', kind: 'above', change: (d) => (d.promotions[3].percentOff = 0) },
  { code: 'schema.too_big', kind: 'chars', change: (d) => (d.skills[0].id = 'a'.repeat(65)) },
  { code: 'schema.too_big', kind: 'value', change: (d) => (d.preferences.discountFloor = 2) },
  { code: 'schema.too_big', kind: 'below', change: (d) => (d.promotions[3].percentOff = 100) },
  { code: 'schema.invalid_format', kind: 'slug', change: (d) => (d.skills[0].id = 'Not An Id') },
  {
    code: 'schema.invalid_format',
    kind: 'toolName',
    change: (d) => (d.tools[0].name = 'no spaces'),
  },
  {
    code: 'schema.invalid_format',
    kind: 'localTime',
    change: (d) => (d.promotions[0].window.end = 'tomorrow'),
  },
  { code: 'schema.invalid_format', kind: 'code', change: (d) => (d.promotions[1].code = 'x') },
  {
    code: 'schema.invalid_format',
    kind: 'url',
    change: (d) => (d.tools[0].binding = { type: 'http', url: 'ftp://example.com' }),
  },
  {
    code: 'schema.custom',
    kind: 'timeZone',
    change: (d) => (d.promotions[0].window.timeZone = 'Mars/Olympus'),
  },
  { code: 'schema.invalid_value', change: (d) => (d.preferences.tone = 'grumpy') },
];

/** The sample with one case applied; what the validator says about it. */
export function diagnosticsOf(c: BrokenCase): Diagnostic[] {
  const doc = structuredClone(sampleHarness) as Doc;
  c.change(doc);
  return validateHarness('input' in c ? c.input : doc).diagnostics;
}

/** The diagnostics a case is about (its code, and its variant when it names one). */
export function reported(c: BrokenCase): Diagnostic[] {
  return diagnosticsOf(c).filter(
    (d) => d.code === c.code && (c.kind === undefined || d.params.kind === c.kind),
  );
}
