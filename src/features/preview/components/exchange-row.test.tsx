// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { startTurn } from '../model/turn-view';
import type { Target } from '../types';
import { ExchangeRow } from './exchange-row';

afterEach(cleanup);

const exchange = (id: number) => ({
  id,
  question: '主播好',
  targets: [{ harness: 'draft' } as unknown as Target],
  answers: [startTurn()],
});

it('names each message’s trace apart, so a conversation has no two regions of one name', () => {
  render(
    <ol>
      {[1, 2].map((id) => (
        <ExchangeRow
          key={id}
          harnessId="h"
          exchange={exchange(id)}
          position={id}
          describe={() => 'Draft (saved)'}
          canSaveCase={false}
        />
      ))}
    </ol>,
  );
  const names = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
  expect(names).toEqual(['Trace: Draft (saved), message 1', 'Trace: Draft (saved), message 2']);
});
