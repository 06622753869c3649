// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { OverlayHistory } from './overlay-history';
import { emptyOverlay, fakeApi, json, renderWithProviders } from './testing';

afterEach(cleanup);

describe('OverlayHistory', () => {
  it('lists the saved versions newest first, with who saved each', async () => {
    fakeApi({
      'GET /harnesses/h1/shops/tea-a/overlay/versions?limit=10': json({
        items: [2, 1].map((number) => ({
          harnessId: 'h1',
          shopId: 'tea-a',
          number,
          overlay: emptyOverlay(),
          hash: 'sha256:x',
          message: number === 2 ? 'calmer tone' : '',
          createdAt: '2026-12-03T10:00:00.000Z',
          createdBy: 'tea merchant',
        })),
        nextCursor: null,
      }),
    });
    renderWithProviders(<OverlayHistory harnessId="h1" shopId="tea-a" />);
    const list = await screen.findByRole('list', {
      name: 'Saved versions of this shop’s settings',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Version 2, saved by tea merchant at .+ · calmer tone$/),
      expect.stringMatching(/^Version 1, saved by tea merchant at /),
    ]);
  });
});
