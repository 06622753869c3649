// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../lib/testing/fake-api';
import type { PublishGate } from '../types';
import { GateSummary } from './gate-summary';

afterEach(cleanup);

const gate = (patch: Partial<PublishGate>): PublishGate => ({
  version: 1,
  threshold: 0.95,
  gated: true,
  allowed: true,
  rollback: false,
  refusal: null,
  run: null,
  production: { version: 2, run: null },
  comparison: null,
  ...patch,
});

const summary = (g: PublishGate) =>
  renderWithProviders(
    <GateSummary harnessId="h" version={1} gate={g} loading={false} failed={false} />,
  );

it('says a version production served before is a rollback the gate does not stop', () => {
  summary(gate({ rollback: true }));
  expect(screen.getByTestId('gate-rollback').textContent).toBe(
    'Production served v1 before: moving back to it is a rollback, which the test gate does not stop.',
  );
  expect(screen.getByTestId('gate-run').textContent).toContain('v1 has no finished test run yet');
  expect(screen.queryByTestId('gate-refusal')).toBeNull();
});

it('says nothing of rollbacks for a version production never served', () => {
  summary(gate({ allowed: false }));
  expect(screen.queryByTestId('gate-rollback')).toBeNull();
});

it('marks a version production was rolled back from: publishing it again is judged', () => {
  summary(
    gate({
      allowed: false,
      leftByRollback: { at: '2026-12-06T08:00:00.000Z', actor: 'pub-1', toVersion: 0 },
    }),
  );
  expect(screen.queryByTestId('gate-rollback')).toBeNull();
  expect(screen.getByTestId('gate-left-by-rollback').textContent).toMatch(
    /^Production was rolled back from v1 to v0 on Dec 6, 2026, \d\d:00: publishing it again is no rollback, so the gate judges it and it needs a reason\.$/,
  );
});
