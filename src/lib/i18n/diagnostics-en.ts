import type { ParamsOf, RegisteredCode } from '../../harness';

/**
 * Diagnostic messages keyed by the core's `code` (DIAGNOSTIC_CODES), each a template filled
 * from the diagnostic's `params`, plus `field` (the field the pointer names), `code` and
 * `core` (the core's own English message).
 *
 * In English the core's sentence is the message: it is written for these readers already,
 * built from the same params, and stays exact when the core rewords it. A shape problem
 * (`schema.*`) says which field first, since the core's "This field is required." means
 * little in a list of problems. The keys are the contract the Chinese catalog fills.
 */
export interface TextBase {
  field: string;
  code: string;
  core: string;
}

export type CodeTexts = { [C in RegisteredCode]: (p: ParamsOf<C> & TextBase) => string };

export interface DiagnosticTexts {
  codes: CodeTexts;
  /** A code this catalog does not know, or one whose params are missing. */
  fallback: (p: TextBase) => string;
  fieldRoot: string;
  fieldNamed: (name: string) => string;
  fieldItem: (name: string, index: number) => string;
  /** Names of common fields in the reader's language; others are shown as they are. */
  fieldNames?: Record<string, string>;
}

const core = (p: TextBase) => p.core;
const located = (p: TextBase) => `${p.field}: ${p.core}`;

export const diagnosticsEn: DiagnosticTexts = {
  codes: {
    'schema.not_object': core,
    'schema.version_missing': core,
    'schema.version_unsupported': core,
    'schema.unknown_field': core,
    'schema.invalid_type': located,
    'schema.too_small': located,
    'schema.too_big': located,
    'schema.invalid_value': located,
    'schema.invalid_format': located,
    'schema.custom': located,
    'schema.invalid_union': located,
    'schema.invalid_key': located,
    'schema.invalid_element': located,
    'schema.not_multiple_of': located,
    'validate.internal': core,
    'skill.duplicate_id': core,
    'tool.duplicate_name': core,
    'hook.duplicate_id': core,
    'promotion.duplicate_id': core,
    'prompt.duplicate_section_id': core,
    'prompt.duplicate_variable': core,
    'skill.unknown_tool': core,
    'skill.disabled_tool': core,
    'tool.parameters_not_object': core,
    'tool.reserved_name': core,
    'tool.invalid_schema': core,
    'tool.strict_incompatible': core,
    'hook.syntax': core,
    'hook.no_entry': core,
    'hook.action_not_allowed': core,
    'prompt.unknown_variable': core,
    'prompt.unclosed_braces': core,
    'prompt.banned_word': core,
    'skill.banned_word': core,
    'prompt.cache_prefix': core,
    'prompt.cache_history': core,
    // The core's sentence with its times in the one English format (Dec 12, 2026, 20:00).
    'promotion.window_reversed': (p) =>
      `Promotion "${p.name}" ends (${p.end}) before or when it starts (${p.start}), so it would never run. Set an end after the start.`,
    'promotion.invalid_date': core,
    'promotion.exclusive_overlap': core,
    'promotion.exclusive_may_overlap': core,
    'promotion.discount_exceeds_threshold': core,
    'promotion.coupon_exceeds_min_spend': core,
    'promotion.empty_scope': core,
    'promotion.name_number_mismatch': core,
    'promotion.below_floor': core,
    'preferences.duplicate_brand_term': core,
    'overlay.unknown_skill': core,
    'overlay.unknown_variable': core,
    'overlay.locked_skill': core,
    'overlay.locked_variable': core,
    'overlay.locked_preference': core,
    'overlay.drops_base_entries': core,
    'overlay.floor_loosened': core,
    'overlay.banned_word': core,
    'overlay.forbidden_topic': core,
    'overlay.overrides_rules': core,
    'folder.bad_yaml': core,
    'folder.bad_json': core,
    'folder.not_mapping': core,
    'folder.bad_order': core,
    'folder.bad_key': core,
    'folder.duplicate_entry': core,
    'folder.missing_manifest': core,
    'folder.missing_file': core,
    'folder.bad_front_matter': core,
    'folder.ambiguous_file': core,
    'folder.not_object': core,
    'folder.bad_hook_header': core,
    'folder.missing_entry': core,
    'folder.unlisted_entry': core,
    'folder.unexpected_file': core,
    'yaml.*': core,
    'jsonl.invalid_json': core,
    'suite.shape': core,
    'suite.too_many_problems': core,
    'suite.duplicate_id': core,
    'suite.unknown_tool': core,
    'suite.unknown_parameter': core,
    'suite.value_type': core,
    'suite.unknown_hook': core,
    'suite.unknown_skill': core,
    'suite.unknown_price': core,
    'suite.nothing_substantive': core,
    'release.loosened': core,
    'input.bad_json': core,
    'input.bad_yaml': core,
    // The runtime's own English (the event's message) is the English text of a turn error.
    'turn.unavailable': core,
    'turn.http': core,
    'turn.first_token_timeout': core,
    'turn.timeout': core,
    'turn.stream_broken': core,
    'turn.cancelled': core,
    'turn.config': core,
    'turn.invalid_context': core,
    'turn.no_endpoint': core,
    'turn.step_limit': core,
    'turn.internal': core,
  },
  fallback: (p) => p.core || `${p.field}: a problem (${p.code}).`,
  fieldRoot: 'The harness',
  fieldNamed: (name) => `"${name}"`,
  fieldItem: (name, index) => `${name} item ${index}`,
};
