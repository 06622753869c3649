/**
 * English sentences and hints of the built-in reply guards: the settings screen's group and the
 * shop page's read-only list. Not in the catalog: they ship with those screens' chunks
 * (screen-words.ts), so the first screen does not carry them. The Chinese file fills the same keys.
 */
export const enGuardScreen = {
  'guards.intro':
    'Built-in checks the studio runs on every sentence the host says, before this harness’s own before_sentence hooks. Shops cannot switch them off.',
  'guards.absent':
    'The built-in guards are off for this harness: it was written before them, so only its own hooks check what the host says.',
  'guards.turnOn': 'Turn on the built-in guards',
  'guards.on': 'On',
  'guards.off': 'Off',
  'guards.price.does':
    'Price: the host only says prices this room offers: the product’s, tool results’ and the promotions running now (with the final prices they make); never below the {floor} % floor of the list price.',
  'guards.words.does': 'Words: a sentence with a banned word is {action}.',
  'guards.words.lists': {
    one: 'Words: a sentence with a banned word is {action}; {count} more word list has its own action.',
    other:
      'Words: a sentence with a banned word is {action}; {count} more word lists have their own action.',
  },
  'guards.topics.does':
    'Topics: the host stays off the forbidden topics, the platform’s and the shop’s own.',
  'guards.topics.deflect':
    'Topics: the host stays off the forbidden topics, the platform’s and the shop’s own; a viewer who asks about one hears “{deflect}”',
  'guards.length.does': 'Length: a reply is whole sentences up to {max} characters.',
  'guards.did.block': 'blocked and the reply stops there',
  'guards.did.soften': 'softened: each word is said as its replacement',
  'guards.did.drop': 'left unsaid',
  'guards.bannedWordsActionHint': 'The banned words are the list above, and each shop’s own.',
  'guards.action.block': 'Block: the reply stops (the blocked ending is said)',
  'guards.action.soften': 'Soften: each word said as its replacement',
  'guards.action.drop': 'Drop: the sentence is left unsaid',
  'guards.allowHint':
    'Ordinary phrases that hold a banned word or a list’s word but claim nothing (第一次 for 第一).',
  'guards.listsHint':
    'More words the host must not say as they are, each list with its own action.',
  'guards.addList': 'Add a word list',
  'guards.list': 'Word list {n}',
  'guards.removeList': 'Remove word list {n}',
  'guards.list.word': 'Word {n}',
  'guards.list.addWord': 'Add a word',
  'guards.list.replacementsHint': 'Empty: the word is left out.',
  'guards.list.replacement': 'Instead of “{word}”, say',
  'guards.list.allowHint':
    'Phrases of this list only; the allowed phrases above hold for every list.',
  'guards.list.allowed': 'Allowed phrase {n}',
  'guards.list.addAllowed': 'Add an allowed phrase',
  'guards.signalsHint':
    'Words that show a sentence is on a topic. A topic without its own is matched by its name and the studio’s table.',
  'guards.signalsOf': 'Signal words of “{topic}”',
  'guards.signal': 'Signal word {n} of “{topic}”',
  'guards.signalsBuiltIn': 'None of its own: the studio’s {words}.',
  'guards.signalsByName': 'None of its own: matched by its name.',
  'guards.addSignal': 'Add a signal word',
  'guards.otherTopic': 'Another topic (a shop’s own)',
  'guards.addTopic': 'Add signal words for it',
  'guards.noTopics': 'This harness forbids no topics yet (its preferences list them).',
  'guards.deflectHint': 'Empty: the model answers, and the guard checks what it says.',
  'guards.shopAll': 'The platform checks every price, word, topic and length your host says.',
  'guards.shopSome': 'The platform checks what your host says:',
  'guards.shopNone':
    'The platform runs no built-in reply guards on this host; its own hooks still check what the host says.',
  'guards.shopFixed': 'These checks are the platform’s: a shop cannot switch them off.',
} as const;
