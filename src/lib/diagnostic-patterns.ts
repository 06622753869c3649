import type { DiagnosticTextKey } from './i18n/diagnostics-en';

/**
 * How to read the values out of each code's English message. The core keeps English for
 * its CLI, API and logs and carries no parameters besides the text, so names and numbers
 * come from the text; when a core sentence changes and no longer matches, the reader gets
 * the generic sentence of the code instead (and the core's own text beside it).
 */
export const RULES: Record<string, [variant: string, pattern: RegExp][]> = {
  'skill.duplicate_id': [['', /^Skill id "(?<id>.*)" is already used by skill #(?<first>\d+)/s]],
  'tool.duplicate_name': [['', /^Tool name "(?<id>.*)" is already used by tool #(?<first>\d+)/s]],
  'hook.duplicate_id': [['', /^Hook id "(?<id>.*)" is already used by hook #(?<first>\d+)/s]],
  'promotion.duplicate_id': [
    ['', /^Promotion id "(?<id>.*)" is already used by promotion #(?<first>\d+)/s],
  ],
  'prompt.duplicate_section_id': [
    ['', /^Section id "(?<id>.*)" is already used by section #(?<first>\d+)/s],
  ],
  'prompt.duplicate_variable': [
    ['', /^Variable "(?<id>.*)" is already declared as variable #(?<first>\d+)/s],
  ],
  'skill.unknown_tool': [
    [
      '',
      /^Skill "(?<skill>.*?)" allows the tool "(?<tool>.*?)", but there is no tool with that name\.(?: Did you mean "(?<suggestion>.*?)"\?)?/s,
    ],
  ],
  'skill.disabled_tool': [
    ['', /^Skill "(?<skill>.*?)" allows the tool "(?<tool>.*?)", but that tool is switched off/s],
  ],
  'tool.parameters_not_object': [['', /^Tool "(?<tool>.*?)" must take an object/s]],
  'tool.invalid_schema': [
    [
      'dialect',
      /^Tool "(?<tool>.*?)": its parameters declare a JSON Schema dialect.*set it to "(?<url>.*?)"/s,
    ],
    [
      'pattern',
      /^Tool "(?<tool>.*?)": the pattern (?<pattern>.*) is not a valid regular expression/s,
    ],
    [
      'meta',
      /^Tool "(?<tool>.*?)": (?:the parameters schema|"(?<path>.*?)" in the parameters) (?<problem>.*), so it is not valid JSON Schema/s,
    ],
    ['deep', /^Tool "(?<tool>.*?)": the parameters schema is too deeply nested/s],
  ],
  'tool.strict_incompatible': [
    [
      '',
      /^Tool "(?<tool>.*?)" (?:(?<strict>uses strict mode)|could not be switched).*?: (?<problem>.*)$/s,
    ],
  ],
  'tool.reserved_name': [['', /^"(?<name>.*?)" is the built-in tool/s]],
  'hook.syntax': [
    [
      '',
      /^The hook's code has a syntax error(?: at line (?<line>\d+), column (?<column>\d+))?: (?<reason>.*)\. Fix the code there\.$/s,
    ],
  ],
  'hook.no_entry': [['', /^Hook "(?<hook>.*?)" does not define/s]],
  'prompt.unknown_variable': [
    [
      '',
      /^Section "(?<section>.*?)" uses \{\{(?<name>.*?)\}\}, which is not a known variable\.(?: Did you mean "(?<suggestion>.*?)"\?)?/s,
    ],
  ],
  'prompt.unclosed_braces': [
    ['open', /^Section "(?<section>.*?)", line (?<line>\d+): "\{\{" is never closed/s],
    [
      'name',
      /^Section "(?<section>.*?)", line (?<line>\d+): "\{\{(?<shown>.*)\}\}" is not a valid/s,
    ],
  ],
  'prompt.banned_word': [
    [
      '',
      /^Section "(?<section>.*?)" contains the banned words? (?<words>.*?)(?: and (?<more>\d+) more)?\. The host/s,
    ],
  ],
  'promotion.window_reversed': [
    [
      '',
      /^Promotion "(?<name>.*?)" ends \((?<end>.*?)\) before or when it starts \((?<start>.*?)\)/s,
    ],
  ],
  'promotion.invalid_date': [['', /^Promotion "(?<name>.*?)": (?<value>.*?) is not a real date/s]],
  'promotion.exclusive_overlap': [
    [
      '',
      /^Promotion "(?<name>.*?)" runs at the same time and on the same items as (?<others>.*), and one of them is exclusive/s,
    ],
  ],
  'promotion.exclusive_may_overlap': [
    [
      '',
      /^Promotion "(?<name>.*?)" runs at the same time as (?<others>.*), and one of them is exclusive/s,
    ],
  ],
  'promotion.discount_exceeds_threshold': [
    [
      '',
      /^Promotion "(?<name>.*?)" takes (?<discount>.*?) off a spend of (?<threshold>.*?): the order/s,
    ],
  ],
  'promotion.coupon_exceeds_min_spend': [
    [
      '',
      /^Coupon "(?<name>.*?)" is worth (?<amount>.*?) but needs only (?<minSpend>.*?) of spend/s,
    ],
  ],
  'promotion.empty_scope': [
    ['', /^Promotion "(?<name>.*?)" applies to (?<kind>products|categories), but none/s],
  ],
  'preferences.duplicate_brand_term': [
    ['', /^The brand term "(?<term>.*?)" is already listed \(entry #(?<first>\d+)\)/s],
  ],
  'validate.internal': [['', /./s]],
  'schema.not_object': [['', /./s]],
  'schema.version_missing': [['', /current one is (?<current>\d+)/]],
  'schema.version_unsupported': [
    ['', /^schemaVersion (?<version>\S+) is newer than this studio reads \((?<current>\d+)\)/],
  ],
  'schema.unknown_field': [['', /^"(?<key>.*)" is not a known field here/s]],
  // The core's plain messages for shape errors (src/harness/error-messages.ts).
  'schema.invalid_type': [
    ['required', /^This field is required\.$/],
    ['expected', /^This should be (?<expected>.*)\.$/s],
  ],
  'schema.too_small': [
    // The schemas' own sentences for a required text: "Give the skill a name."
    ['empty', /^(?:This cannot be empty|Give |Write |Say )/],
    ['chars', /^Use at least (?<n>\S+) characters\.$/],
    ['items', /^Add at least (?<n>\S+) item\(s\)\.$/],
    ['value', /(?:a value of at least|cannot be below) (?<n>[^\s.]+)/],
    ['above', /^Use a \w+ above (?<n>[^\s.]+)/],
  ],
  'schema.too_big': [
    ['chars', /(?:Use at most|may have at most) (?<n>\S+) characters\.$/],
    ['items', /^Use at most (?<n>\S+) items\.$/],
    ['value', /(?:a value of at most|cannot be above) (?<n>[^\s.]+)/],
    ['below', /^Use a \w+ below (?<n>[^\s.]+)/],
  ],
  'schema.invalid_value': [
    ['options', /expected one of (?<options>.+)$/s],
    ['options', /^Choose [^:]*: (?<options>.*)\.$/s],
  ],
  'schema.invalid_format': [
    [
      'slug',
      /^Use lowercase letters, digits and (?:single )?hyphens(?:, like "(?<example>.*)")?\.$/,
    ],
    ['toolName', /^Use 1-64 letters, digits, "_" or "-", like "(?<example>.*)"\.$/],
    ['localTime', /^Write the (?:start|end) as (?<example>\S+)\.$/],
    ['code', /^Use (?<range>\d+-\d+) capital letters, digits, "_" or "-"\.$/],
    ['url', /^Use an http:\/\/ or https:\/\/ address\.$/],
  ],
  'schema.custom': [['timeZone', /^Choose a time zone such as (?<example>\S+)\.$/]],
};

/** Shape codes said from the field alone when their sentence is a schema's own (custom) one. */
export const GENERIC = new Set([
  'schema.invalid_value',
  'schema.invalid_format',
  'schema.invalid_union',
  'schema.invalid_key',
  'schema.invalid_element',
  'schema.not_multiple_of',
  'schema.invalid_type',
  'schema.too_small',
  'schema.too_big',
  'schema.custom',
]);

export const STRICT_PROBLEMS: [DiagnosticTextKey, RegExp][] = [
  ['strict:depth', /nested more than (?<depth>\d+) levels deep/],
  ['strict:keyword', /^"(?<keyword>.*?)" is not supported/],
  ['strict:anyOf', /^the root may not be "anyOf"/],
  ['strict:additional', /^every object needs "additionalProperties": false/],
  ['strict:required', /^"(?<key>.*?)" must be listed in "required"/s],
];
