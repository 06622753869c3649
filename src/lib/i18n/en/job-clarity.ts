/**
 * English strings that tell each person where things stand and what to do next:
 * promotions' states, the next step per role, access pages, the model server for non-engineers.
 */
export const enJobClarity = {
  'promoState.running': 'Running',
  'promoState.tonight': 'Tonight {time}',
  'promoState.today': 'Today {time}',
  'promoState.tomorrow': 'Tomorrow {time}',
  'promoState.upcoming': 'Upcoming',
  'promoState.ended': 'Ended',
  'promoState.disabled': 'Off',
  'promoState.invalid': 'No valid window',
  'promoState.window': '{start} – {end} ({zone})',
  'promoState.aria': '{name}: {state}, {window}',
  'promoState.list': 'Promotions and their windows',
  'promoState.now': 'Now',
  'promoState.axis': 'Time axis ({zone})',
  'promoState.state': 'State',
  'promoState.nowInside': 'The red line marks now: {time}.',
  'promoState.nowBefore': 'Now ({time}) is before the first window.',
  'promoState.nowAfter': 'Now ({time}) is after the last window.',
  'experiment.tooFewTitle': 'Not enough viewers yet.',
  'experiment.tooFewBody':
    'v{control} has {controlUnits} viewers and v{treatment} has {treatmentUnits}; the uplifts and the split check appear once each has {min}.',
  'experiment.open': 'See the experiment',
  'experiment.openOf': 'See the experiment on “{label}”',
  'split.shares':
    'v{treatment} (treatment) gets {percent}% of viewers; v{control} (control) keeps {rest}%.',
  'nextStep.title': 'Your next step',
  'nextStep.none': 'Nothing waits to be published: production serves what the draft holds.',
  'nextStep.newVersion': 'the new version',
  'nextStep.own.version': 'Make a version of the draft',
  'nextStep.own.fix': 'Fix the draft: {version} fails the tests',
  'nextStep.own.test': 'Run the tests on {version}',
  'nextStep.own.publish': 'Publish {version} to production',
  'nextStep.ask.version':
    'The draft has changes that are not a version yet: ask {who} to make one.',
  'nextStep.ask.fix': '{version} fails the tests: ask {who} to fix the draft.',
  'nextStep.ask.fix+version':
    '{version} fails the tests: ask {who} to fix the draft and make a new version.',
  'nextStep.ask.test': '{version} is ready: ask {who} to run its tests.',
  'nextStep.ask.test+publish':
    '{version} is ready: ask {who} to run its tests and publish it to production.',
  'nextStep.ask.publish':
    '{version} is ready and passed its tests: ask {who} to publish it to production.',
  'nextStep.then': 'After that',
  'nextStep.then.version': '{who}: make a version of the draft',
  'nextStep.then.fix': '{who}: fix the draft',
  'nextStep.then.test': '{who}: run the tests on {version}',
  'nextStep.then.publish': '{who}: publish {version} to production',
  'nextStep.then.testNew': '{who}: run the tests on the new version',
  'nextStep.then.publishNew': '{who}: publish the new version to production',
  'nextStep.you': 'You',
  'nextStep.who.qa': 'QA',
  'nextStep.who.publisher': 'a publisher',
  'nextStep.who.ops': 'marketing ops',
  'nextStep.who.engineer': 'an engineer',
  'nextStep.who.admin': 'an administrator',
  'nextStep.who.merchant': 'the merchant',
  'nextStep.who.agent': 'a host',
  'nextStep.or': '{a} or {b}',
  'nextStep.shop.title': 'Your shop: {shop}',
  'nextStep.shop.body':
    'Your host runs the platform’s host with your shop’s settings. Change your greeting, tone and topics on your shop’s page: they reach your host as soon as you save. Preview your host first to hear how it answers.',
  'nextStep.shop.edit': 'Change my shop’s settings',
  'nextStep.shop.preview': 'Preview my host',
  'modelDown.overview':
    'The model server is not answering, so the preview and the tests cannot answer yet. Ask an engineer or an administrator to start it.',
  'modelDown.preview':
    'The model server is not answering, so the host could not reply. This is not a problem with your changes: ask an engineer or an administrator to start the model server, then send the message again.',
  'modelDown.previewSetup':
    'The model server for this harness is not set up on the studio, so the host could not reply. Ask an engineer or an administrator to set it up.',
  'modelDown.overviewShop':
    'The model server is not answering, so your host cannot be previewed yet. Ask the platform’s engineers or an administrator to start it.',
  'modelDown.details': 'Details for an engineer',
  'access.notFound.title': 'No such harness',
  'access.notFound.body':
    'There is no harness at this address: it may be mistyped, or the link is from another studio.',
  'access.noAccess.title': 'This page is not part of your shop',
  'access.noAccess.body':
    'Your account opens your own shop only. This address belongs to another shop, or to nothing at all.',
  'access.ownShop': 'Go to my shop',
  'access.allHarnesses': 'All harnesses',
  'nav.shopHome': 'Home',
  'publish.versionControl': 'Version (the control: everyone else keeps it)',
} as const;
