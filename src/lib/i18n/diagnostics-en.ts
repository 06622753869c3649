/**
 * Diagnostic messages keyed by the core's `code` (plus a variant after a colon when one
 * code has several sentences, and the parts those sentences are built of). Each text gets
 * the values parsed out of the core's English message (names, numbers), `field` (the field
 * the pointer names) and `core` (the core's own message).
 *
 * In English the core's sentence is the message: it is written for these readers already
 * and stays exact when the core rewords it. A shape problem (`schema.*`) says which field
 * first, since the core's "This field is required." means little in a list of problems.
 * The keys are the contract the Chinese dictionary fills.
 */
export type DiagnosticParams = Record<string, string | undefined>;
type Text = (p: DiagnosticParams) => string;

const core: Text = (p) => p.core ?? '';
const located: Text = (p) => `${p.field}: ${p.core ?? ''}`;

export const diagnosticsEn = {
  'skill.duplicate_id': core,
  'tool.duplicate_name': core,
  'hook.duplicate_id': core,
  'promotion.duplicate_id': core,
  'prompt.duplicate_section_id': core,
  'prompt.duplicate_variable': core,
  'skill.unknown_tool': core,
  'skill.disabled_tool': core,
  'tool.parameters_not_object': core,
  'tool.invalid_schema:dialect': core,
  'tool.invalid_schema:pattern': core,
  'tool.invalid_schema:meta': core,
  'tool.invalid_schema:deep': core,
  // Parts of sentences a language rebuilds (English keeps the core's whole sentence).
  'meta:oneOf': (p) => `must be one of ${p.options}`,
  'tool.strict_incompatible': core,
  'strict:depth': (p) => `the schema is nested more than ${p.depth} levels deep. Flatten it.`,
  'strict:keyword': (p) => `"${p.keyword}" is not supported. Remove it.`,
  'strict:anyOf': () => 'the root may not be "anyOf". Make the root one object.',
  'strict:additional': () => 'every object needs "additionalProperties": false. Add it.',
  'strict:required': (p) =>
    `"${p.key}" must be listed in "required"; to keep it optional, list it and allow null.`,
  'tool.reserved_name': core,
  'hook.syntax': core,
  'hook.no_entry': core,
  'prompt.unknown_variable': core,
  'prompt.unclosed_braces:open': core,
  'prompt.unclosed_braces:name': core,
  'prompt.banned_word': core,
  'promotion.window_reversed': core,
  'promotion.invalid_date': core,
  'promotion.exclusive_overlap': core,
  'promotion.exclusive_may_overlap': core,
  'promotion.discount_exceeds_threshold': core,
  'promotion.coupon_exceeds_min_spend': core,
  'promotion.empty_scope': core,
  'preferences.duplicate_brand_term': core,
  'validate.internal': core,
  'schema.not_object': core,
  'schema.version_missing': core,
  'schema.version_unsupported': core,
  'schema.unknown_field': core,
  'schema.invalid_type:required': located,
  'schema.invalid_type:expected': located,
  'schema.too_small:empty': located,
  'schema.too_small:chars': located,
  'schema.too_small:items': located,
  'schema.too_small:value': located,
  'schema.too_big:chars': located,
  'schema.too_big:items': located,
  'schema.too_big:value': located,
  'schema.too_small:above': located,
  'schema.too_big:below': located,
  'schema.invalid_format:slug': located,
  'schema.invalid_format:toolName': located,
  'schema.invalid_format:localTime': located,
  'schema.invalid_format:code': located,
  'schema.invalid_format:url': located,
  'schema.custom:timeZone': located,
  'schema.invalid_value:options': located,
  'schema.invalid_value': located,
  'schema.invalid_format': located,
  'schema.invalid_union': located,
  'schema.invalid_key': located,
  'schema.invalid_element': located,
  'schema.not_multiple_of': located,
  'schema.invalid_type': located,
  'schema.too_small': located,
  'schema.too_big': located,
  'schema.custom': located,
  fallback: (p) => p.core ?? `${p.field}: a problem (${p.code}).`,
  'field:item': (p) => `${p.name} item ${p.index}`,
  'field:named': (p) => `"${p.name}"`,
  'field:root': () => 'The harness',
  'type:text': () => 'text',
  'type:a number': () => 'a number',
  'type:a whole number': () => 'a whole number',
  'type:yes or no (true/false)': () => 'yes or no (true/false)',
  'type:a list': () => 'a list',
  'type:a group of fields': () => 'a group of fields',
  'more:others': (p) => `${p.list} and ${p.n} more`,
} satisfies Record<string, Text>;

export type DiagnosticTextKey = keyof typeof diagnosticsEn;
export type DiagnosticTexts = Record<DiagnosticTextKey, Text> & {
  /** Names of common fields in the reader's language; others are shown as they are. */
  fieldNames?: Record<string, string>;
};
