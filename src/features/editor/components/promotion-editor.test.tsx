// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, json, renderWithProviders } from '../../../lib/testing/fake-api';
import {
  HARNESS,
  draftRoute,
  entityOf,
  entityRoute,
  resetEditor,
  sampleDraft,
  savedAnswer,
} from '../testing/draft-fixture';
import { PromotionEditor } from './promotion-editor';

beforeEach(resetEditor);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const errorsOf = (input: HTMLElement) =>
  document.getElementById(`${input.id}-errors`)?.textContent ?? '';

it('says at the end field that a window ending before it starts never runs', async () => {
  const draft = sampleDraft();
  const calls = fakeApi({
    [draftRoute]: json(draft),
    [entityRoute('promotion', 'double12-threshold')]: savedAnswer(
      draft,
      'promotion',
      'double12-threshold',
    ),
  });
  renderWithProviders(
    <PromotionEditor harnessId={HARNESS} promotionId="double12-threshold" readOnly={false} />,
  );
  const start = (await screen.findByLabelText('Starts')) as HTMLInputElement;
  const end = screen.getByLabelText('Ends') as HTMLInputElement;
  fireEvent.change(end, { target: { value: '2026-12-01T10:00' } });
  fireEvent.change(start, { target: { value: '2026-12-02T10:00' } });
  await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
  expect(errorsOf(end)).toMatch(/never run/);
  expect(start.getAttribute('aria-invalid')).toBeNull();

  fireEvent.change(end, { target: { value: '2026-12-12T23:59' } });
  await waitFor(() => expect(end.getAttribute('aria-invalid')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Saved.');
  const before = entityOf(draft, 'promotion', 'double12-threshold').value as {
    window: object;
  };
  expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
    id: 'double12-threshold',
    window: { ...before.window, start: '2026-12-02T10:00', end: '2026-12-12T23:59' },
  });
});
