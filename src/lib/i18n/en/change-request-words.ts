/**
 * English words for what change requests, labels and webhooks say back: each
 * problem `code` their routes refuse with (at the field, or as the refusal) and each audit
 * action they record. In English the server's own detail is shown where there is one (it says
 * more); these are what the Chinese file translates, and the words when the server sent none.
 */
export const enChangeRequestWords = {
  // Refusals (409): the quorum, one's own request, a request that has moved on.
  'problem.code.change_request.own': 'You cannot approve or reject your own change request.',
  'problem.code.change_request.not_approved':
    'This change request needs its approvals before it is published.',
  'problem.code.change_request.state': 'This change request is {state}: it cannot do that now.',
  'problem.code.change_request.revised':
    'This change request has a newer revision (#{revision}): look at what it proposes now, then publish.',
  'problem.code.label.approvals_required':
    'This label needs approvals before it moves: open a change request for it.',
  'problem.code.overlay.review_scheduled':
    'Change request #{requestId} is scheduled to publish this shop’s settings: cancel its schedule to edit them.',
  'problem.code.change_request.no_schedule': 'This change request has no schedule to cancel.',
  'problem.code.schedule.already_scheduled':
    'Change request #{requestId} is already scheduled: cancel that schedule first.',
  'problem.code.schedule.not_pending':
    'This schedule has already been carried out or cancelled: only a pending one can be cancelled.',
  'problem.code.harness.archived': 'This harness is archived: it can no longer be changed.',
  // At the field (422): what a request or a label move names that does not exist or fit.
  'problem.code.change_request.unknown_label': 'The harness has no such label.',
  'problem.code.change_request.unknown_shop': 'The harness has no such shop.',
  'problem.code.change_request.unknown_version': 'There is no such version.',
  'problem.code.change_request.unknown_overlay': 'The shop has no such settings version.',
  'problem.code.change_request.source':
    'A label gets the draft or a version; a shop gets a version of its settings.',
  'problem.code.label.version': 'Use a version number like 3.',
  'problem.code.label.unknown_version': 'There is no such version.',
  'problem.code.label.split_same': 'Split traffic to a different version.',
  'problem.code.label.split_percent': 'Use a whole percentage from 1 to 99.',
  'problem.code.label.reason': 'Say why the label moves (up to 1,000 characters).',
  'problem.code.webhook.url.credentials':
    'Put no user name or password in the URL: receivers check the webhook-signature header instead.',
  'problem.code.webhook.url.unresolved': 'The studio cannot find this host.',
  'problem.code.webhook.url.internal':
    'This address is on an internal network: webhooks go to public addresses unless the studio is set to allow the host.',
  // Audit actions (server/modules/change-requests, labels, shops).
  'enum.action.change_request.open': 'Opened a change request',
  'enum.action.change_request.revise': 'Revised a change request',
  'enum.action.change_request.comment': 'Commented on a change request',
  'enum.action.change_request.request_changes': 'Asked for changes to a change request',
  'enum.action.change_request.approve': 'Approved a change request',
  'enum.action.change_request.publish': 'Published a change request',
  'enum.action.change_request.close': 'Closed a change request',
  'enum.action.change_request.schedule': 'Scheduled a change request',
  'enum.action.change_request.unschedule': 'Cancelled a change request’s schedule',
  'enum.action.change_request.pin': 'Pinned a preview to a change request',
  'enum.action.change_request.unpin': 'Removed a pinned preview',
  'enum.action.change_request.fail': 'A change request’s scheduled publish failed',
  'enum.action.approvals.override': 'Moved a label without its approvals',
  'enum.action.release_policy.loosened': 'Loosened a label’s approval rule in the draft',
  'enum.action.overlay.propose': 'Sent a shop’s settings for review',
  'enum.entity.change-request': 'change request',
  'enum.entity.delivery': 'delivery',
  // The overview's recent activity: `{actor} · {action}`, what was touched as {entity}.
  'action.change_request.open': 'opened {entity}',
  'action.change_request.revise': 'revised {entity}',
  'action.change_request.comment': 'commented on {entity}',
  'action.change_request.request_changes': 'asked for changes to {entity}',
  'action.change_request.approve': 'approved {entity}',
  'action.change_request.publish': 'published {entity}',
  'action.change_request.close': 'closed {entity}',
  'action.change_request.schedule': 'scheduled the publish of {entity}',
  'action.change_request.unschedule': 'cancelled the scheduled publish of {entity}',
  'action.change_request.pin': 'pinned a preview to {entity}',
  'action.change_request.unpin': 'removed a pinned preview from {entity}',
  'action.change_request.fail': 'could not publish {entity}',
  'action.approvals.override': 'moved {entity} without its approvals',
  'action.release_policy.loosened':
    'loosened the approval rule of {entity} in the draft (in force once published)',
  'action.overlay.propose': 'sent the settings of {entity} for review',
  'action.overlay.publish': 'published the settings of {entity}',
  'action.schedule.create': 'created {entity}',
  'action.schedule.cancel': 'cancelled {entity}',
  'action.schedule.fire': 'carried out {entity}',
  'action.schedule.end': 'ended the window of {entity}',
  'action.schedule.fail': 'could not carry out {entity}',
  'action.schedule.miss': 'missed {entity}',
  'action.schedule.supersede': 'left {entity}’s end undone: the label had moved since',
  'action.webhook.create': 'added {entity}',
  'action.webhook.update': 'changed {entity}',
  'action.webhook.delete': 'deleted {entity}',
  'action.webhook.redeliver': 'redelivered an event of {entity}',
  /** Who fires schedules (server/modules/schedules/scheduler.ts), in audit records. */
  'actor.scheduler': 'the studio (scheduler)',
};
