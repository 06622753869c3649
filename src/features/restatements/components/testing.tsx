import type { Restatement } from '../types';

export { json, fakeApi, renderWithProviders } from '../../../lib/testing/fake-api';

// Fixtures for the feature's component tests: a proposed restatement.

export const proposed = (patch: Partial<Restatement> = {}): Restatement => ({
  id: '00000000-0000-4000-8000-000000000001',
  harnessId: 'h1',
  endpoint: 'large',
  sourceHash: 'abc',
  part: 'skills',
  field: 'skill.description',
  entity: 'price-talk',
  pointer: '/description',
  sourceText: 'Use when a viewer asks about the price.',
  restatedText: 'Use this when someone in the stream wants to know what it costs.',
  editedText: null,
  text: 'Use this when someone in the stream wants to know what it costs.',
  status: 'proposed',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: '2026-12-03T09:00:00.000Z',
  createdBy: 'qa',
  ...patch,
});
