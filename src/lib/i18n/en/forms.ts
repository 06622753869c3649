/**
 * English strings shared by every form and list: why Save waits, the server's problems said
 * from their status or code, the gate's refusals, enum values as words, who acted, date
 * inputs. The Chinese file fills the same keys.
 */
export const enForms = {
  'form.fixFirst': { one: 'Fix {count} field first', other: 'Fix {count} fields first' },
  'form.fieldsRefused': {
    one: '{count} field needs fixing:',
    other: '{count} fields need fixing:',
  },
  'bound.min.value': '{field}: use a value of at least {n}.',
  'bound.min.above': '{field}: use a value above {n}.',
  'bound.max.value': '{field}: use a value of at most {n}.',
  'bound.max.below': '{field}: use a value below {n}.',
  'form.serverWords': 'The server’s words: {detail}',

  'publish.waits': 'Waits for: {what}.',
  'publish.waitsJoin': ', ',
  'publish.waitsReason': 'a reason',
  'publish.waitsConfirm': 'the confirmation ticked',
  'publish.waitsGate': 'the test gate (see above)',

  'dateInput.reads': 'Reads {value} ({zone})',
  'dateInput.expects': 'Date and time in {zone}, e.g. {example}',
  'dateInput.yourZone': 'your time zone',

  'problem.network': 'The studio server could not be reached. Check the connection and try again.',
  'problem.other': 'The request failed (HTTP {status}).',
  'problem.status.400': 'The server could not accept this request.',
  'problem.status.401': 'You are signed out: sign in again.',
  'problem.status.403': 'Your role may not do this.',
  'problem.status.404': 'Not found: it may have been deleted or renamed.',
  'problem.status.409': 'This clashes with what the server holds now: reload and try again.',
  'problem.status.412': 'Someone saved a newer version meanwhile.',
  'problem.status.413': 'This is too large to send.',
  'problem.status.422': 'The server refused this change: it would not be valid.',
  'problem.status.428': 'The save did not say which version it started from: reload and try again.',
  'problem.status.429': 'Too many requests: wait a moment and try again.',
  'problem.status.500': 'Something went wrong on the server.',
  'problem.status.502': 'The model server answered with an error.',
  'problem.status.503': 'The server is unavailable for a moment: try again shortly.',
  'problem.status.504': 'The model server did not answer in time.',
  'problem.code.gate.no_run':
    'Version {version} has no finished test run on its endpoint "{endpoint}": run the tests on it first (it must pass {threshold}).',
  'problem.code.gate.below_threshold':
    'The latest test run of version {version} passed {rate}; the harness asks for {threshold}.',
  'problem.code.gate.shop_no_run':
    'Version {version} has no finished test run on the sample shop "{shop}": run the tests with that shop first.',
  'problem.code.gate.shop_below_threshold':
    'On the sample shop "{shop}" the latest test run of version {version} passed {rate}; the harness asks for {threshold}.',
  'problem.code.gate.robustness_no_run':
    'Version {version} has no finished robustness run on its endpoint "{endpoint}" (a drop of at most {maxDrop} points is allowed).',
  'problem.code.gate.robustness_drop':
    'Under variants the pass rate of version {version} fell {drop} points; the harness allows {maxDrop}.',
  'problem.code.suite.empty': 'There are no test cases to run yet.',
  'problem.code.run.not_running': 'The run has already ended.',
  'problem.code.experiment.no_split': 'This label has no split to report on.',
  'problem.code.shop.unknown': 'The harness has no shop "{id}".',
  'problem.code.shop.duplicate': 'The shop "{id}" is already in this import.',
  'problem.code.overlay.promotion_scope':
    'A shop’s own promotion reaches only that shop: leave "Shops reached" out.',

  'enum.language.zh-CN': '简体中文',
  'enum.language.en': 'English',
  'enum.stacking.exclusive': 'Exclusive',
  'enum.stacking.stackable': 'Stackable',
  'enum.promotionType.threshold': 'Spend and save',
  'enum.promotionType.coupon': 'Coupon',
  'enum.promotionType.flash_sale': 'Flash sale',
  'enum.promotionType.percentage': 'Percentage off',
  'enum.action.harness.create': 'Created the harness',
  'enum.action.harness.archive': 'Archived the harness',
  'enum.action.entity.create': 'Added a part',
  'enum.action.entity.update': 'Changed a part',
  'enum.action.entity.delete': 'Deleted a part',
  'enum.action.entity.move': 'Renamed a part',
  'enum.action.version.create': 'Created a version',
  'enum.action.label.move': 'Moved a label',
  'enum.action.label.rollback': 'Rolled a label back',
  'enum.action.gate.override': 'Published past the gate',
  'enum.action.sample.seed': 'Seeded the sample',
  'enum.action.shop.create': 'Added a shop',
  'enum.action.shop.update': 'Changed a shop',
  'enum.action.shop.import': 'Imported shops',
  'enum.action.overlay.update': 'Changed a shop’s settings',
  'enum.action.overlay.floor_restored': 'Restored platform entries',
  'enum.action.session.start': 'Signed in',
  'enum.action.session.end': 'Signed out',
  'enum.action.test_case.create': 'Added a test case',
  'enum.action.test_case.update': 'Changed a test case',
  'enum.action.test_case.delete': 'Deleted a test case',
  'enum.action.test_case.import': 'Imported test cases',
  'enum.action.experiment.rollback': 'Rolled an experiment back',
  'enum.action.token.create': 'Created a token',
  'enum.action.token.revoke': 'Revoked a token',

  'enum.entity.meta': 'settings',
  'enum.entity.prompt': 'prompt',
  'enum.entity.preferences': 'merchant preferences',
  'enum.entity.skill': 'skill',
  'enum.entity.tool': 'tool',
  'enum.entity.hook': 'hook',
  'enum.entity.promotion': 'promotion',
  'enum.entity.shop': 'shop',
  'enum.entity.version': 'version',
  'enum.entity.label': 'label',
  'enum.entity.test-case': 'test cases',
  'enum.entity.token': 'token',

  'actor.system': 'the studio (system)',
  'actor.command-line': 'the command line',
  'actor.local': 'Local user',

  'note.sampleVersion': 'The tea shop sample as shipped',
  'note.sampleHistory':
    'Sample history seeded by the studio at first start: not a person’s publish, no test run behind it.',
  'note.shopOwnSettings': 'The shop’s own settings',
};
