// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Conflict } from '../types';
import { ConflictView } from './conflict-view';

afterEach(cleanup);

const theirsValue = {
  id: 'coupon-push',
  name: '优惠券推荐',
  description: 'When a viewer asks about coupons.',
  instructions: 'Offer NEWFAN20 once.',
  allowedTools: ['get_coupons'],
};
const mine = {
  ...theirsValue,
  name: '发券',
  instructions: 'Offer NEWFAN20 once, then stop.',
  allowedTools: ['get_coupons', 'quote_price'],
};
const conflict: Conflict = {
  theirs: {
    kind: 'skill',
    key: 'coupon-push',
    value: theirsValue,
    position: 1,
    revision: 7,
    updatedAt: '2026-12-01T08:00:00.000Z',
    updatedBy: 'bob',
  },
  mine,
};

function renderView(saving = false) {
  const onSave = vi.fn();
  const onTakeTheirs = vi.fn();
  render(
    <ConflictView
      conflict={conflict}
      saving={saving}
      onSave={onSave}
      onTakeTheirs={onTakeTheirs}
    />,
  );
  return { onSave, onTakeTheirs };
}

it('lists only the fields that differ, theirs beside mine, and says who saved first', () => {
  renderView();
  expect(screen.getByRole('alert').textContent).toContain('bob');
  expect(screen.queryByTestId('conflict-description')).toBeNull();
  const name = screen.getByTestId('conflict-name');
  expect(within(name).getByTestId('theirs').textContent).toContain('优惠券推荐');
  expect(within(name).getByTestId('mine').textContent).toContain('发券');
  expect(screen.getByTestId('conflict-instructions')).toBeTruthy();
  expect(screen.getByTestId('conflict-allowedTools')).toBeTruthy();
});

it('saves the result of the choices: theirs for one field, a hand merge for another', () => {
  const { onSave } = renderView();
  fireEvent.click(within(screen.getByTestId('conflict-name')).getByLabelText('Use theirs'));
  fireEvent.click(within(screen.getByTestId('conflict-allowedTools')).getByLabelText('Use theirs'));
  fireEvent.change(screen.getByLabelText('Merged text of instructions'), {
    target: { value: 'Offer NEWFAN20 once (max one per viewer), then stop.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save the result' }));
  expect(onSave).toHaveBeenCalledWith({
    ...mine,
    name: '优惠券推荐',
    allowedTools: ['get_coupons'],
    instructions: 'Offer NEWFAN20 once (max one per viewer), then stop.',
  });
});

it('keeps all of mine, or drops mine for theirs', () => {
  const { onSave, onTakeTheirs } = renderView();
  fireEvent.click(screen.getByRole('button', { name: 'Keep all of mine' }));
  expect(onSave).toHaveBeenCalledWith(mine);
  fireEvent.click(screen.getByRole('button', { name: 'Take theirs, drop mine' }));
  expect(onTakeTheirs).toHaveBeenCalledOnce();
});

it('ignores the choices while a save is on its way, keeping them focusable', () => {
  const { onSave, onTakeTheirs } = renderView(true);
  const save = screen.getByRole('button', { name: 'Save the result' });
  expect(save.getAttribute('aria-disabled')).toBe('true');
  save.focus();
  fireEvent.click(save);
  fireEvent.click(screen.getByRole('button', { name: 'Take theirs, drop mine' }));
  expect(onSave).not.toHaveBeenCalled();
  expect(onTakeTheirs).not.toHaveBeenCalled();
  expect(document.activeElement).toBe(save);
});
