// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Composer } from './composer';

afterEach(cleanup);

function renderComposer(running = false, status = '') {
  const onSend = vi.fn();
  const props = { blockedBy: null, onStop: vi.fn(), onClear: vi.fn(), canClear: false, onSend };
  const view = render(<Composer {...props} running={running} status={status} />);
  return {
    onSend,
    rerender: (r: boolean, s: string) =>
      view.rerender(<Composer {...props} running={r} status={s} />),
  };
}

it('keeps the focus on Send after sending, ignores it while empty, and says the outcome', () => {
  const { onSend, rerender } = renderComposer();
  const send = screen.getByRole('button', { name: 'Send' });
  fireEvent.change(screen.getByLabelText("Viewer's message"), { target: { value: ' 有券吗？ ' } });
  send.focus();
  fireEvent.click(send);
  expect(onSend).toHaveBeenCalledWith('有券吗？');
  rerender(true, 'Sent. Waiting for the host’s answer…');
  // Not `disabled`: the focus stays where the person left it.
  expect(send.hasAttribute('disabled')).toBe(false);
  expect(send.getAttribute('aria-disabled')).toBe('true');
  expect(document.activeElement).toBe(send);
  fireEvent.click(send);
  expect(onSend).toHaveBeenCalledOnce();
  rerender(false, 'The host answered: 有的');
  expect(screen.getByRole('status').textContent).toBe('The host answered: 有的');
});
