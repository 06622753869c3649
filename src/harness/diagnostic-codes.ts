/**
 * Every diagnostic code the studio produces, with the names of the params its message
 * uses (a trailing `?` marks one that is sometimes absent). The factories in
 * diagnostics.ts take exactly these params, and the SPA's catalogs need a template for
 * each code, so producers, translations and tests are tied together by the type checker.
 *
 * `kind` names a variant where one code has several sentences (the params then differ).
 * Numbers a person reads (`first`, `line`) count from 1.
 */
export const DIAGNOSTIC_CODES = {
  // Document shape (migrate.ts, parse.ts: `schema.<zod issue code>`).
  'schema.not_object': [],
  'schema.version_missing': ['current'],
  'schema.version_unsupported': ['version', 'current'],
  'schema.unknown_field': ['key'],
  /** kind: required | expected; expected: a zod type name (string, number, int, ...). */
  'schema.invalid_type': ['kind', 'expected'],
  /** kind: empty | chars | items | value | above | size. */
  'schema.too_small': ['kind', 'n'],
  /** kind: chars | items | value | below | size. */
  'schema.too_big': ['kind', 'n'],
  /** options: the allowed values joined by ", "; count: how many there are. */
  'schema.invalid_value': ['options', 'count'],
  /** kind: slug | toolName | localTime | code | url, when the schema names one. */
  'schema.invalid_format': ['format', 'kind?', 'example?', 'range?'],
  /** kind: timeZone, when the schema names one. */
  'schema.custom': ['kind?', 'example?'],
  'schema.invalid_union': [],
  'schema.invalid_key': [],
  'schema.invalid_element': [],
  'schema.not_multiple_of': ['divisor'],
  'validate.internal': ['check?'],

  // Semantic checks (validate/*).
  'skill.duplicate_id': ['id', 'first'],
  'tool.duplicate_name': ['id', 'first'],
  'hook.duplicate_id': ['id', 'first'],
  'promotion.duplicate_id': ['id', 'first'],
  'prompt.duplicate_section_id': ['id', 'first'],
  'prompt.duplicate_variable': ['id', 'first'],
  'skill.unknown_tool': ['skill', 'tool', 'suggestion?'],
  'skill.disabled_tool': ['skill', 'tool'],
  'tool.parameters_not_object': ['tool'],
  'tool.reserved_name': ['name'],
  /**
   * kind: dialect (url) | pattern (pattern) | meta (path when not the root; options when
   * the schema allows a list of values, else reason: the validator's English) | deep.
   */
  'tool.invalid_schema': ['tool', 'kind', 'url?', 'pattern?', 'path?', 'options?', 'reason?'],
  /**
   * mode: strict (the tool asks for it) | convert. kind: depth (depth) | keyword (keyword)
   * | anyOf | additional | required (key).
   */
  'tool.strict_incompatible': ['tool', 'mode', 'kind', 'depth?', 'keyword?', 'key?'],
  /** reason: the parser's English; line and column when it knows them. */
  'hook.syntax': ['reason', 'line?', 'column?'],
  'hook.no_entry': ['hook'],
  /** allowed: the event's actions joined by ", "; line and column of the literal, from 1. */
  'hook.action_not_allowed': ['hook', 'event', 'action', 'allowed', 'line', 'column'],
  'prompt.unknown_variable': ['section', 'name', 'suggestion?'],
  /** kind: open | name (shown: the text between the braces, shortened). */
  'prompt.unclosed_braces': ['section', 'line', 'kind', 'shown?'],
  /** words: the first few, quoted and joined by ", "; more: how many are left out. */
  'prompt.banned_word': ['section', 'words', 'count', 'more?'],
  'skill.banned_word': ['skill', 'words', 'count', 'more?'],
  /**
   * kind: turn (for every viewer) | product (for every product); name: the variable;
   * layout: the harness's prompt layout (document | cache-friendly).
   */
  'prompt.cache_prefix': ['kind', 'section', 'name', 'chars', 'tools', 'layout'],
  /**
   * A follow-up's request does not begin with the viewer's last one (validate/prompt-history.ts).
   * message: where they part, counted from 1 with the system message; layout as above.
   */
  'prompt.cache_history': ['layout', 'message'],
  'promotion.window_reversed': ['name', 'start', 'end'],
  'promotion.invalid_date': ['name', 'value'],
  /** others: the first few as `"name" (id)` joined by ", "; more: how many are left out. */
  'promotion.exclusive_overlap': ['name', 'others', 'more?'],
  'promotion.exclusive_may_overlap': ['name', 'others', 'more?'],
  'promotion.discount_exceeds_threshold': ['name', 'discount', 'threshold'],
  'promotion.coupon_exceeds_min_spend': ['name', 'amount', 'minSpend'],
  /** kind: products | categories. */
  'promotion.empty_scope': ['name', 'kind'],
  /**
   * part: the field the name contradicts (price | threshold | discount | amount | minSpend |
   * percentOff); said: the words in the name ("169元", "九折"); value: what they state, in
   * the field's unit (九折 against percentOff: 10); fieldValue: the field's value.
   */
  'promotion.name_number_mismatch': ['name', 'said', 'value', 'part', 'fieldValue'],
  /**
   * A price under `preferences.discountFloor` x list price. kind: flash_sale | threshold |
   * coupon (product, price: what one unit costs after it, listPrice; unitPrice and off for
   * threshold and coupon) | percentage (off: percentOff). percent: the price as a percentage
   * of the list price; floor: the floor as one; limit: the lowest flash price, the largest
   * discount or amount, or the largest percentOff that keeps to it; more: other products
   * under it.
   */
  'promotion.below_floor': [
    'name',
    'kind',
    'percent',
    'floor',
    'limit',
    'product?',
    'price?',
    'listPrice?',
    'unitPrice?',
    'off?',
    'more?',
  ],
  'preferences.duplicate_brand_term': ['term', 'first'],

  // Shop overlays (overlay/validate-shop.ts).
  'overlay.unknown_skill': ['id'],
  'overlay.unknown_variable': ['name'],
  'overlay.locked_skill': ['id'],
  'overlay.locked_variable': ['name'],
  /** field: a preference field (tone, forbiddenTopics...). */
  'overlay.locked_preference': ['field'],
  /** field: forbiddenTopics | brandTerms | bannedWords; entries: the first few, quoted. */
  'overlay.drops_base_entries': ['field', 'entries', 'count', 'more?'],
  /** field: discountFloor; value, floor: the shop's and the platform's, as percentages. */
  'overlay.floor_loosened': ['field', 'value', 'floor'],
  /** words: the banned words a merchant's own text holds, quoted, as it spells them. */
  'overlay.banned_word': ['words', 'count', 'more?'],
  /** word: the signal word of a forbidden topic the text holds. */
  'overlay.forbidden_topic': ['word'],
  /** phrase: the words of a merchant's text that tell the host to ignore the platform's rules. */
  'overlay.overrides_rules': ['phrase'],

  // Folder import (folder/*). `file` is a path inside the folder.
  'folder.bad_yaml': ['file', 'reason'],
  'folder.bad_json': ['file', 'reason'],
  /** found: list | value (state.mapping), or key: the promotion entry that is not one. */
  'folder.not_mapping': ['file', 'found?', 'key?'],
  /** where: the manifest entry that should be a list; absent for "prompt". */
  'folder.bad_order': ['file', 'where?'],
  'folder.bad_key': ['file', 'key', 'where'],
  'folder.duplicate_entry': ['file', 'key', 'where'],
  'folder.missing_manifest': ['file'],
  /** With key and where: a listed entity's file; with count: the promotions file; else preferences. */
  'folder.missing_file': ['file', 'key?', 'where?', 'count?'],
  'folder.bad_front_matter': ['file'],
  /** files: the paths joined by " and ". */
  'folder.ambiguous_file': ['files', 'key'],
  'folder.not_object': ['file'],
  'folder.bad_hook_header': ['file'],
  'folder.missing_entry': ['file', 'key'],
  'folder.unlisted_entry': ['file', 'key'],
  /** With key and where: a known kind of file its list in the manifest leaves out. */
  'folder.unexpected_file': ['file', 'key?', 'where?'],

  // Test suites (evaluation/*). `yaml.<code>` codes come from the YAML parser.
  'yaml.*': ['reason'],
  'jsonl.invalid_json': ['line', 'reason'],
  'suite.shape': [],
  'suite.too_many_problems': ['more'],
  'suite.duplicate_id': ['id', 'first'],
  'suite.unknown_tool': ['tool'],
  'suite.unknown_parameter': ['tool', 'name'],
  /** problem: the type checker's English (what the value is and should be). */
  'suite.value_type': ['problem'],
  'suite.unknown_hook': ['hook'],
  'suite.unknown_skill': ['skill'],
  /**
   * said: the price as the expectation writes it ("169", "九折"); nearest: the closest price
   * the harness or the case's product has, written the same way; promotion: its promotion.
   */
  'suite.unknown_price': ['case', 'said', 'nearest?', 'promotion?'],
  /** case: the case's name; it checks only limits, which a blocked reply meets too. */
  'suite.nothing_substantive': ['case'],

  // The draft against what a label serves (server/modules/labels/release-loosening.ts).
  /** required: the draft's approvals for the label; inForce: what moving it needs now. */
  'release.loosened': ['label', 'required', 'inForce'],

  // Reading a harness file in the CLI (server/cli).
  'input.bad_json': ['file', 'reason'],
  'input.bad_yaml': ['file', 'reason'],

  // A turn's `error` event (runtime-events.ts): `turn.` and the event's code. The server's
  // English is the message; the SPA says it in the reader's language from these params.
  /** reason: the system error (ECONNRESET...); absent when nothing listens there. */
  'turn.unavailable': ['url', 'reason?'],
  /** detail: the model server's own words, shortened. */
  'turn.http': ['url', 'status', 'detail?'],
  'turn.first_token_timeout': ['url', 'ms'],
  'turn.timeout': ['ms'],
  /** kind: not_json | closed (url then). */
  'turn.stream_broken': ['kind', 'url?'],
  'turn.cancelled': [],
  /** kind: no_key (env: the variable) | no_model. */
  'turn.config': ['endpoint', 'kind', 'env?'],
  /** kind: context | last_message. */
  'turn.invalid_context': ['kind'],
  /** configured: the server's endpoint names joined by ", ". */
  'turn.no_endpoint': ['endpoint', 'configured'],
  /** kind: tools (still calling tools) | no_reply. */
  'turn.step_limit': ['steps', 'kind'],
  'turn.internal': [],
} as const satisfies Record<string, readonly string[]>;

type Registry = typeof DIAGNOSTIC_CODES;
/** A code in the registry; `yaml.*` stands for the YAML parser's codes. */
export type RegisteredCode = keyof Registry;
/** A code a producer may use: a registered one, or `yaml.` and the parser's own code. */
export type DiagnosticCode = Exclude<RegisteredCode, 'yaml.*'> | `yaml.${string}`;

/** The registry entry a code is declared under. */
export type EntryOf<C extends string> = C extends RegisteredCode
  ? C
  : C extends `yaml.${string}`
    ? 'yaml.*'
    : never;

export function registeredCode(code: string): RegisteredCode | undefined {
  if (Object.hasOwn(DIAGNOSTIC_CODES, code)) return code as RegisteredCode;
  return code.startsWith('yaml.') ? 'yaml.*' : undefined;
}

type Names<C extends string> = Registry[EntryOf<C>][number];
type Value = string | number;

/** The params a code's producer passes: required names, and optional ones that may be undefined. */
export type ParamsOf<C extends string> = {
  [K in Names<C> as K extends `${string}?` ? never : K]: Value;
} & {
  [K in Names<C> as K extends `${infer N}?` ? N : never]?: Value | undefined;
};

/** The factories' last argument: optional when a code needs no param, required otherwise. */
export type ParamsArg<C extends string> = [Names<C>] extends [never]
  ? [params?: Record<string, never>]
  : [Extract<Names<C>, `${string}?`>] extends [Names<C>]
    ? [params?: ParamsOf<C>]
    : [params: ParamsOf<C>];
