/** A built-in guard where a hook's id stands, and why it acted (by its code). */
export const enGuardTrace = {
  'guardTrace.name.price': 'Price guard',
  'guardTrace.name.words': 'Words guard',
  'guardTrace.name.topics': 'Topics guard',
  'guardTrace.name.length': 'Length guard',
  'guardTrace.code.guard.price_unknown':
    'The price "{said}" is not one this room offers (the product, tool results, promotions in force).',
  'guardTrace.code.guard.price_below_floor':
    'The price "{said}" is below the lowest price the host may say (¥{floor}).',
  'guardTrace.code.guard.rate_below_floor':
    'The discount "{said}" is below the discount floor ({floor}% of the list price).',
  'guardTrace.code.guard.banned_word': 'The host may not say "{word}".',
  'guardTrace.code.guard.word_softened': '"{word}" was said in softer words.',
  'guardTrace.code.guard.word_dropped': 'A sentence with "{word}" was left unsaid.',
  'guardTrace.code.guard.topic': 'A sentence on a forbidden topic ("{word}") was left unsaid.',
  'guardTrace.code.guard.topic_deflected':
    'The viewer asked about a forbidden topic ("{word}"): the deflect line was said.',
  'guardTrace.code.guard.length': 'Past {max} characters: shortened or left unsaid.',
  'guardTrace.code.guard.reply_emptied': 'Every sentence of the reply was left unsaid.',
} as const;
