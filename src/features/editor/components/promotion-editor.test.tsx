// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { HARNESS, entityOf } from '../testing/draft-fixture';
import { errorsOf, renderEditor, resetEditorAroundEachTest } from '../testing/render-editor';
import { PromotionEditor } from './promotion-editor';

resetEditorAroundEachTest();

it('says at the end field that a window ending before it starts never runs', async () => {
  const { draft, calls } = renderEditor(
    <PromotionEditor harnessId={HARNESS} promotionId="double12-threshold" readOnly={false} />,
    { saves: [['promotion', 'double12-threshold']] },
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
