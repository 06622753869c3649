/** English strings that keep the release screens from dead ends; the Chinese file fills the same keys. */
export const enReleaseGuidance = {
  'requests.openWaitsLabels': 'Waiting for the labels to load.',
  'requests.openWaitsPending': 'Opening the request…',
  'overviewPage.gate.serving':
    'v{version} is the draft, and production serves it now: there is nothing to publish.',
  'overviewPage.gate.leftByRollback':
    'Production was rolled back from v{version} to v{to} by {who} on {when}, so it is not suggested again: publishing it needs the gate and a reason.',
  'requests.publishWaitsGate': 'Publish now waits for the gate: {reason}',
  'requests.scheduleState': 'Schedule: {state}',
  'requests.fired': 'Published by its schedule at {when}',
  'requests.firedUntil': 'Published by its schedule at {when}; moves back at {until}',
  'requests.firedEnded':
    'Published by its schedule at {when}; no longer live (moved back at {ended})',
  'requests.firedSuperseded':
    'Published by its schedule at {when}; a later move replaced it before its end',
  'requests.noLongerLive': 'no longer live (moved back at {when})',
  'publish.rollbackWho': 'Only {who} may move {label}, rolling it back included.',
  'publish.rollbackAsk':
    'Only {who} may move {label}, rolling it back included: ask for a rollback and a change request goes to them with the version filled in.',
  'publish.askRollback': 'Ask for a rollback to v{version}',
  'requests.rollbackTitle': 'Roll {label} back to v{version}',
  'schedules.pendingEndsTitle': 'Windows still open',
  'schedules.pendingEndLine': '{label} serves v{version} until {when}, then moves back to v{back}.',
  'publish.gate.leftByRollback':
    'Production was rolled back from v{version} to v{to} on {when}: publishing it again is no rollback, so the gate judges it and it needs a reason.',
};
