/** English strings; the keys are the contract every other dictionary fills. */
export const en = {
  'common.loading': 'Loading…',
  'common.more': 'Load more',
  'common.notYet': 'This screen is not built yet.',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.add': 'Add',
  'common.remove': 'Remove',
  'common.moveUp': 'Move up',
  'common.moveDown': 'Move down',
  'common.yes': 'Yes',
  'common.no': 'No',

  'error.screen': 'This screen could not be shown.',
  'error.session': 'Could not check who is signed in.',

  'health.connecting': 'connecting…',
  'health.unreachable': 'unreachable',

  'header.language': 'Language',
  'header.signOut': 'Sign out',

  'nav.skip': 'Skip to content',
  'nav.main': 'Main',
  'nav.home': 'Back to the harness list',
  'nav.harnesses': 'Harnesses',
  'nav.harness': 'Harness',
  'nav.versions': 'Versions',
  'nav.diff': 'Compare versions',
  'nav.audit': 'Audit log',

  'notFound.title': 'There is nothing at this address.',

  'role.merchant': 'Merchant',
  'role.ops': 'Operations',
  'role.engineer': 'Engineer',
  'role.qa': 'QA',
  'role.publisher': 'Publisher',
  'role.admin': 'Administrator',

  'signIn.title': 'Sign in to Harness Studio',
  'signIn.intro': 'Paste the access token your administrator gave you.',
  'signIn.token': 'Access token',
  'signIn.hint': 'The token is sent once; the studio keeps you signed in with a secure cookie.',
  'signIn.submit': 'Sign in',
  'signIn.working': 'Signing in…',
  'signIn.rejected': 'This token was not accepted. Check it and try again.',
  'signIn.failed': 'Signing in failed. Try again in a moment.',

  'home.intro': 'Edit, check, version, preview and publish the harness of your live-stream host.',

  'harnesses.title': 'Harnesses',
  'harnesses.empty': 'No harness yet.',
  'harnesses.loadFailed': 'The harness list could not be loaded.',
  'harnesses.shop': 'shop {shop}',
  'harnesses.createSample': 'New harness from the sample',
  'harnesses.createFailed': 'The harness could not be created.',

  'harness.loadFailed': 'This harness could not be loaded.',

  'labels.title': 'Labels',
  'labels.none': 'No label points at a version yet.',
  'labels.pointsAt': '{label} → v{version}',
  'labels.split': '({percent}% → v{version})',

  'overview.draft': 'Draft',
  'overview.counts': 'Parts of the draft',
  'overview.valid': 'The draft passes every check.',
  'overview.invalid': 'The draft has {count} problem(s) to fix before it can become a version.',
  'overview.attention': 'Needs attention',

  'draft.loadFailed': 'The draft could not be loaded.',

  'kind.meta': 'Settings',
  'kind.prompt': 'Prompt',
  'kind.preferences': 'Merchant preferences',
  'kind.skill': 'Skill',
  'kind.tool': 'Tool',
  'kind.hook': 'Hook',
  'kind.promotion': 'Promotion',
  'kind.skills': 'Skills',
  'kind.tools': 'Tools',
  'kind.hooks': 'Hooks',
  'kind.promotions': 'Promotions',

  'status.unsaved': 'Unsaved changes',
  'status.errors': '{count} error(s)',
  'status.warnings': '{count} warning(s)',
};

export type MessageKey = keyof typeof en;
