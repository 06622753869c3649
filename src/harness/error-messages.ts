import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no (true/false)',
  array: 'a list',
  object: 'a group of fields',
};

/** What friendlyErrors says of a missing field; no schema gives this sentence itself. */
export const REQUIRED_MESSAGE = 'This field is required.';

/** Plain-language messages for shape errors whose schemas carry no message of their own. */
export const friendlyErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED_MESSAGE;
      return `This should be ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'This cannot be empty.'
          : `Use at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `Add at least ${issue.minimum} item(s).`;
      return `Use a value of at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `Use at most ${issue.maximum} items.`;
      return `Use a value of at most ${issue.maximum}.`;
    default:
      return undefined;
  }
};
