import type { Actor, CalendarEntry, ChangeRequest, Review, Schedule } from '../types';

export { json, fakeApi, renderWithProviders, type Call } from '../../../lib/testing/fake-api';

// Fixtures for the feature's component tests, as the API sends them (the api files parse
// them with the core's schemas, so a fixture out of shape fails the test).

export const actor = (patch: Partial<Actor> = {}): Actor => ({
  id: 'qa-1',
  name: 'Quinn',
  role: 'qa',
  ...patch,
});

export const schedule = (patch: Partial<Schedule> = {}): Schedule => ({
  id: 11,
  harnessId: 'h1',
  requestId: 7,
  label: 'production',
  shopId: null,
  version: 4,
  split: null,
  overlayVersion: null,
  reason: 'Double-12 campaign',
  // 20:00 and 24:00 in Shanghai.
  at: '2026-12-12T12:00:00.000Z',
  localAt: '2026-12-12T20:00',
  until: '2026-12-12T16:00:00.000Z',
  localUntil: '2026-12-13T00:00',
  timeZone: 'Asia/Shanghai',
  offset: '+08:00',
  ambiguous: false,
  untilOffset: '+08:00',
  untilAmbiguous: false,
  state: 'pending',
  endState: null,
  previous: null,
  supersededBy: null,
  firedAt: null,
  endedAt: null,
  failure: null,
  failureProblem: null,
  createdBy: 'ops-1',
  createdAt: '2026-12-12T06:00:00.000Z',
  ...patch,
});

export const review = (patch: Partial<Review> = {}): Review => ({
  id: 1,
  revision: 1,
  reviewer: 'qa-1',
  role: 'qa',
  verdict: 'comment',
  body: 'Looks right.',
  pointer: null,
  at: '2026-12-12T07:00:00.000Z',
  counts: false,
  ...patch,
});

export const changeRequest = (patch: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 7,
  harnessId: 'h1',
  title: 'Double-12 campaign',
  description: 'Tonight 20:00 to midnight.',
  author: 'ops-1',
  target: { kind: 'label', label: 'production' },
  proposal: { kind: 'version', version: 4 },
  revision: 1,
  state: 'open',
  createdAt: '2026-12-12T06:00:00.000Z',
  updatedAt: '2026-12-12T06:00:00.000Z',
  serving: { version: 3, overlayVersion: null },
  approvals: { required: 1, have: 0, roles: ['qa', 'publisher', 'admin'] },
  reviews: [],
  pins: [],
  evidence: { testRunId: null, robustnessRunId: null },
  gate: null,
  schedule: null,
  failure: null,
  failureProblem: null,
  ...patch,
});

export const calendarEntry = (patch: Partial<CalendarEntry> = {}): CalendarEntry => ({
  scheduleId: 11,
  kind: 'move',
  at: '2026-12-12T12:00:00.000Z',
  localAt: '2026-12-12T20:00',
  label: 'production',
  shopId: null,
  state: 'pending',
  overlapsWith: [],
  ...patch,
});

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });
