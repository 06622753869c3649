// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { parseHarness, type LiveContext } from '../../../harness';
import { sampleHarness } from '../../../harness/sample';
import { roomNow } from '../model/live-context';
import { RoomClock } from './room-clock';
import { RoomPromotions } from './room-promotions';

afterEach(cleanup);

const parsed = parseHarness(structuredClone(sampleHarness));
const doc = parsed.ok ? parsed.document : null;
const CLOCK = Date.UTC(2026, 11, 6, 4, 52);

/** The room's time and its promotions, as the context panel wires them. */
function Room() {
  const [context, setContext] = useState<LiveContext>({ viewer: { kind: 'new' } });
  const now = roomNow(context, 'Asia/Shanghai', CLOCK);
  return (
    <>
      <RoomClock
        now={context.now}
        shown={now}
        zone="Asia/Shanghai"
        onChange={(next) => setContext((c) => ({ ...c, now: next }))}
        errors={[]}
      />
      <RoomPromotions doc={doc} context={context} now={now} />
    </>
  );
}

it('follows the clock until a time is picked in the harness’s zone, and Now returns to it', () => {
  render(<Room />);
  const field = screen.getByLabelText('Time in the room') as HTMLInputElement;
  const now = screen.getByRole('button', { name: 'Now' });
  expect(field.value).toBe('2026-12-06 12:52');
  expect(now.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByText(/the room follows the clock/)).toBeTruthy();
  expect(screen.getByTestId('room-promotions').textContent).toContain(
    'No promotion is active for this viewer at this time.',
  );

  fireEvent.change(field, { target: { value: '2026-12-12 20:01' } });
  expect(field.value).toBe('2026-12-12 20:01');
  expect(now.getAttribute('aria-pressed')).toBe('false');
  const active = screen
    .getAllByTestId('room-promotion')
    .filter((li) => li.getAttribute('data-active') === 'true')
    .map((li) => li.textContent);
  expect(active).toEqual(['双十二全店满299减50 Active', '新粉专享20元券 Active']);
  expect(screen.getByText('会员专享95折').parentElement?.textContent).toContain(
    'Running, not for this viewer',
  );

  fireEvent.click(now);
  expect(field.value).toBe('2026-12-06 12:52');
});
