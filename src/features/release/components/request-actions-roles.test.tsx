// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Actor } from '../types';
import { RequestDetail } from './request-detail';
import { actor, changeRequest, fakeApi, json, renderWithProviders, review } from './testing';

// Publish, schedule and close are offered as the core's role table (src/harness/roles.ts)
// allows them, the one the server enforces: no button a role would only see refused.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ONE = '/harnesses/h1/change-requests/7';
const shopRequest = changeRequest({
  state: 'approved',
  target: { kind: 'shop', shopId: 'tea-a' },
  proposal: { kind: 'overlay', shopId: 'tea-a', overlayVersion: 3 },
  approvals: { required: 1, have: 1, roles: ['ops', 'admin'] },
  reviews: [review({ reviewer: 'ops-2', role: 'ops', verdict: 'approve', counts: true })],
});

async function show(who: Actor, request = shopRequest) {
  fakeApi({ [`GET ${ONE}`]: json(request) });
  renderWithProviders(
    <RequestDetail
      harnessId="h1"
      n={7}
      actor={who}
      timeZone="Asia/Shanghai"
      changes={() => null}
    />,
  );
  await screen.findByTestId('request-state');
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('RequestDetail: actions from canPublishOverlay and canMoveLabel', () => {
  it('offers a shop’s approved settings to ops to publish and schedule', async () => {
    await show(actor({ id: 'ops-9', name: 'Olga', role: 'ops' }));
    expect(button('Publish now')).toBeTruthy();
    expect(button('Schedule')).toBeTruthy();
  });

  it('offers them to no engineer or publisher, whom the server would refuse', async () => {
    for (const role of ['engineer', 'publisher'] as const) {
      await show(actor({ id: `${role}-9`, role }));
      expect(button('Publish now')).toBeNull();
      expect(button('Schedule')).toBeNull();
      cleanup();
    }
  });

  it('lets a publisher publish production, but close only the author or an admin', async () => {
    const production = changeRequest({
      state: 'approved',
      approvals: { required: 1, have: 1, roles: ['qa', 'publisher', 'admin'] },
      reviews: [review({ verdict: 'approve', counts: true })],
    });
    await show(actor({ id: 'pub-1', role: 'publisher' }), production);
    expect(button('Publish now')).toBeTruthy();
    expect(button('Close request')).toBeNull();
    cleanup();
    await show(actor({ id: 'adm-1', role: 'admin' }), production);
    expect(button('Close request')).toBeTruthy();
  });
});
