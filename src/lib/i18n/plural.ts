/**
 * A message that depends on a number: `Intl.PluralRules` picks the form for the `count`
 * param ("1 case", "2 cases"). `other` is required; a language with one form (Chinese)
 * gives only it.
 */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A dictionary for the keys of `T`: a plain string where `T` has one, a Plural where it has one. */
export type DictionaryOf<T> = { [K in keyof T]: T[K] extends string ? string : Plural };

const rules = new Map<string, Intl.PluralRules>();

/** The form of `message` for `count` in `locale` (`other` when it lacks that form). */
export function pluralForm(locale: string, message: Plural, count: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return message[rule.select(count)] ?? message.other;
}

/**
 * A message's text in `locale`: a plural message picks its form by `params.count`, then
 * `{name}` placeholders are replaced by params (a missing param stays visible).
 */
export function fillMessage(
  locale: string,
  message: string | Plural,
  params: Record<string, string | number> | undefined,
): string {
  const text =
    typeof message === 'string'
      ? message
      : pluralForm(locale, message, Number(params?.count ?? Number.NaN));
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) =>
    params[name] === undefined ? m : String(params[name]),
  );
}
