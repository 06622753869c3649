/**
 * Diagnostic messages keyed by the core's `code` (plus a variant after a colon when one
 * code has several sentences). Each gets the values parsed out of the core's English
 * message (names, numbers) and `field`, the field named by the pointer. English is the
 * contract: the Chinese dictionary fills the same keys.
 */
export type DiagnosticParams = Record<string, string | undefined>;
type Text = (p: DiagnosticParams) => string;

const didYouMean = (s: string | undefined) => (s ? ` Did you mean "${s}"?` : '');

export const diagnosticsEn = {
  'skill.duplicate_id': (p) =>
    `Skill id "${p.id}" is already used by skill #${p.first}. Give this skill a different id.`,
  'tool.duplicate_name': (p) =>
    `Tool name "${p.id}" is already used by tool #${p.first}. The model could not tell them apart: rename one.`,
  'hook.duplicate_id': (p) =>
    `Hook id "${p.id}" is already used by hook #${p.first}. Give this hook a different id.`,
  'promotion.duplicate_id': (p) =>
    `Promotion id "${p.id}" is already used by promotion #${p.first}. Give this promotion a different id.`,
  'prompt.duplicate_section_id': (p) =>
    `Section id "${p.id}" is already used by section #${p.first}. Give this section a different id.`,
  'prompt.duplicate_variable': (p) =>
    `Variable "${p.id}" is already declared as variable #${p.first}. Remove this one or rename it.`,
  'skill.unknown_tool': (p) =>
    `Skill "${p.skill}" allows the tool "${p.tool}", but there is no tool with that name.${didYouMean(p.suggestion)} Add the tool or remove it from this skill.`,
  'skill.disabled_tool': (p) =>
    `Skill "${p.skill}" allows the tool "${p.tool}", but that tool is switched off. Switch it on or remove it from this skill.`,
  'tool.parameters_not_object': (p) =>
    `Tool "${p.tool}" must take an object of named arguments: set "type" to "object" and list them under "properties".`,
  'tool.invalid_schema:dialect': (p) =>
    `Tool "${p.tool}": its parameters declare another JSON Schema dialect. Remove "$schema" or set it to "${p.url}".`,
  'tool.invalid_schema:pattern': (p) =>
    `Tool "${p.tool}": the pattern ${p.pattern} is not a valid regular expression. Correct it.`,
  'tool.invalid_schema:meta': (p) =>
    `Tool "${p.tool}": ${p.path ? `"${p.path}" in the parameters` : 'the parameters schema'} ${p.problem}, so it is not valid JSON Schema (draft 2020-12). Correct it.`,
  'tool.invalid_schema:deep': (p) =>
    `Tool "${p.tool}": the parameters schema is too deeply nested to check. Simplify it.`,
  'meta:oneOf': (p) => `must be one of ${p.options}`,
  'tool.strict_incompatible': (p) =>
    `Tool "${p.tool}" ${p.strict ? 'uses strict mode, which OpenAI will refuse' : 'could not be switched to OpenAI strict mode'}: ${p.problem}`,
  'strict:depth': (p) => `the schema is nested more than ${p.depth} levels deep. Flatten it.`,
  'strict:keyword': (p) => `"${p.keyword}" is not supported. Remove it.`,
  'strict:anyOf': () => 'the root may not be "anyOf". Make the root one object.',
  'strict:additional': () => 'every object needs "additionalProperties": false. Add it.',
  'strict:required': (p) =>
    `"${p.key}" must be listed in "required"; to keep it optional, list it and allow null.`,
  'tool.reserved_name': (p) =>
    `"${p.name}" is the built-in tool that loads skills on demand. Rename this tool, or switch skill disclosure to inline.`,
  'hook.syntax': (p) =>
    `The hook's code has a syntax error${p.line ? ` at line ${p.line}, column ${p.column}` : ''}: ${p.reason}. Fix the code there.`,
  'hook.no_entry': (p) =>
    `Hook "${p.hook}" does not define the function the runtime calls. Add a top-level "function hook(ctx) { ... }".`,
  'prompt.unknown_variable': (p) =>
    `Section "${p.section}" uses {{${p.name}}}, which is not a known variable.${didYouMean(p.suggestion)} Fix the spelling, or declare "${p.name}" under prompt variables.`,
  'prompt.unclosed_braces:open': (p) =>
    `Section "${p.section}", line ${p.line}: "{{" is never closed with "}}". Close it, or remove the braces.`,
  'prompt.unclosed_braces:name': (p) =>
    `Section "${p.section}", line ${p.line}: "{{${p.shown}}}" is not a valid variable name. Use a name like {{product.name}}.`,
  'prompt.banned_word': (p) =>
    `Section "${p.section}" contains the banned word(s) ${p.words}${p.more ? ` and ${p.more} more` : ''}. Rephrase the section, or remove the word from the banned list.`,
  'promotion.window_reversed': (p) =>
    `Promotion "${p.name}" ends (${p.end}) before or when it starts (${p.start}). Set an end after the start.`,
  'promotion.invalid_date': (p) =>
    `Promotion "${p.name}": ${p.value} is not a real date. Pick a date that exists.`,
  'promotion.exclusive_overlap': (p) =>
    `Promotion "${p.name}" runs at the same time and on the same items as ${p.others}, and one of them is exclusive. Change a window or the items, or make both stackable.`,
  'promotion.exclusive_may_overlap': (p) =>
    `Promotion "${p.name}" runs at the same time as ${p.others}, and one of them is exclusive. Check that no listed product is in a listed category.`,
  'promotion.discount_exceeds_threshold': (p) =>
    `Promotion "${p.name}" takes ${p.discount} off a spend of ${p.threshold}: the order would be free or negative. Make the discount smaller.`,
  'promotion.coupon_exceeds_min_spend': (p) =>
    `Coupon "${p.name}" is worth ${p.amount} but needs only ${p.minSpend} of spend. Lower the amount or raise the minimum spend.`,
  'promotion.empty_scope': (p) =>
    `Promotion "${p.name}" applies to ${p.kind}, but none are listed. Add the ids, or apply it to all.`,
  'preferences.duplicate_brand_term': (p) =>
    `The brand term "${p.term}" is already listed (entry #${p.first}). Keep one entry.`,
  'validate.internal': () => 'The studio could not finish checking this harness. Please report it.',
  'schema.not_object': () => 'A harness must be an object.',
  'schema.version_missing': (p) => `Set schemaVersion (the current one is ${p.current}).`,
  'schema.version_unsupported': (p) =>
    `schemaVersion ${p.version} is newer than this studio reads (${p.current}); update the studio.`,
  'schema.unknown_field': (p) => `"${p.key}" is not a known field here.`,
  'schema.invalid_type:required': (p) => `${p.field} is required.`,
  'schema.invalid_type:expected': (p) => `${p.field} should be ${p.expected}.`,
  'schema.too_small:empty': (p) => `${p.field} cannot be empty.`,
  'schema.too_small:chars': (p) => `${p.field}: use at least ${p.n} characters.`,
  'schema.too_small:items': (p) => `${p.field}: add at least ${p.n} item(s).`,
  'schema.too_small:value': (p) => `${p.field}: use a value of at least ${p.n}.`,
  'schema.too_big:chars': (p) => `${p.field}: use at most ${p.n} characters.`,
  'schema.too_big:items': (p) => `${p.field}: use at most ${p.n} items.`,
  'schema.too_big:value': (p) => `${p.field}: use a value of at most ${p.n}.`,
  'schema.too_small:above': (p) => `${p.field} must be above ${p.n}.`,
  'schema.too_big:below': (p) => `${p.field} must be below ${p.n}.`,
  'schema.invalid_format:slug': (p) =>
    `${p.field}: use lowercase letters, digits and hyphens${p.example ? `, like "${p.example}"` : ''}.`,
  'schema.invalid_format:toolName': (p) =>
    `${p.field}: use 1-64 letters, digits, "_" or "-", like "${p.example}".`,
  'schema.invalid_format:localTime': (p) => `${p.field}: write it as ${p.example}.`,
  'schema.invalid_format:code': (p) =>
    `${p.field}: use ${p.range} capital letters, digits, "_" or "-".`,
  'schema.invalid_format:url': (p) => `${p.field}: use an http:// or https:// address.`,
  'schema.custom:timeZone': (p) => `${p.field}: choose a time zone such as ${p.example}.`,
  'schema.invalid_value:options': (p) => `${p.field} must be one of ${p.options}.`,
  // A schema.* code with no sentence of its own: the field and what kind of problem.
  'schema.invalid_value': (p) => `${p.field} has a value that is not allowed here.`,
  'schema.invalid_format': (p) => `${p.field} is not in the expected format.`,
  'schema.invalid_union': (p) => `${p.field} matches none of the allowed shapes.`,
  'schema.invalid_key': (p) => `${p.field} has a key that is not allowed.`,
  'schema.invalid_element': (p) => `${p.field} has an item that is not allowed.`,
  'schema.not_multiple_of': (p) => `${p.field} is not an allowed step of value.`,
  'schema.invalid_type': (p) => `${p.field} has the wrong type.`,
  'schema.too_small': (p) => `${p.field} is too small or too short.`,
  'schema.too_big': (p) => `${p.field} is too big or too long.`,
  'schema.custom': (p) => `${p.field} is not valid.`,
  // Any other code the core may add later: said generically, the core's text beside it.
  fallback: (p) => `${p.field}: a problem (${p.code}).`,
  // How a field and the document itself are named.
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
