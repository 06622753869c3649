import { describe, expect, it } from 'vitest';
import { actor, changeRequest } from '../components/testing';
import { mayOpenRequest, requestActions } from './request-actions';

const approved = changeRequest({
  state: 'approved',
  approvals: { required: 1, have: 1, roles: ['publisher', 'admin'] },
});

describe('requestActions', () => {
  it('lets a counting role that is not the author review an open request', () => {
    const open = changeRequest({ approvals: { required: 1, have: 0, roles: ['qa'] } });
    expect(requestActions(actor(), open).review).toBe(true);
    expect(requestActions(actor({ id: 'ops-1', role: 'qa' }), open).review).toBe(false);
    expect(requestActions(actor({ role: 'engineer' }), open).review).toBe(false);
    expect(requestActions(actor(), { ...open, state: 'closed' }).review).toBe(false);
  });

  it('offers publish and schedule only at quorum, to who moves the target', () => {
    const pub = actor({ id: 'pub-1', role: 'publisher' });
    expect(requestActions(pub, approved)).toMatchObject({ publish: true, schedule: true });
    expect(
      requestActions(pub, { ...approved, approvals: { ...approved.approvals, have: 0 } }).publish,
    ).toBe(false);
    expect(requestActions(actor({ role: 'ops' }), approved).publish).toBe(false);
    const staging = changeRequest({
      target: { kind: 'label', label: 'staging' },
      approvals: { required: 0, have: 0, roles: ['publisher'] },
    });
    expect(requestActions(actor({ role: 'ops' }), staging).publish).toBe(true);
    expect(requestActions(pub, { ...approved, state: 'changes_requested' }).publish).toBe(false);
  });

  it('cancels a schedule only while scheduled; closes until done; nothing signed out', () => {
    const pub = actor({ id: 'pub-1', role: 'publisher' });
    expect(requestActions(pub, { ...approved, state: 'scheduled' })).toMatchObject({
      cancelSchedule: true,
      publish: false,
      // Closing is the author's, or an admin's (who may override the gate), as the server says.
      close: false,
    });
    const admin = actor({ id: 'adm-1', role: 'admin' });
    expect(requestActions(admin, { ...approved, state: 'scheduled' }).close).toBe(true);
    expect(requestActions(pub, { ...approved, state: 'published' }).close).toBe(false);
    expect(requestActions(actor({ id: 'ops-1', role: 'ops' }), approved).close).toBe(true);
    expect(requestActions(actor(), approved).close).toBe(false);
    expect(Object.values(requestActions(undefined, approved)).some(Boolean)).toBe(false);
    // Edits to a scheduled request are locked.
    const author = actor({ id: 'ops-1', role: 'ops' });
    expect(requestActions(author, approved).revise).toBe(true);
    expect(requestActions(author, { ...approved, state: 'scheduled' }).revise).toBe(false);
  });
});

describe('the core’s role table decides (src/harness/roles.ts)', () => {
  it('offers a shop overlay’s publish and schedule to ops and admins only (canPublishOverlay)', () => {
    const shop = changeRequest({
      state: 'approved',
      target: { kind: 'shop', shopId: 'baicha' },
      proposal: { kind: 'overlay', shopId: 'baicha', overlayVersion: 3 },
      approvals: { required: 1, have: 1, roles: ['ops', 'admin'] },
    });
    for (const role of ['ops', 'admin'] as const) {
      expect(requestActions(actor({ id: 'x', role }), shop)).toMatchObject({
        publish: true,
        schedule: true,
      });
    }
    for (const role of ['engineer', 'publisher', 'qa', 'merchant'] as const) {
      expect(requestActions(actor({ id: 'x', role }), shop)).toMatchObject({
        publish: false,
        schedule: false,
      });
    }
  });

  it('offers "Request review" to the roles that open change requests (canOpenChangeRequest)', () => {
    for (const role of ['ops', 'engineer', 'publisher', 'admin'] as const) {
      expect(mayOpenRequest(actor({ role }))).toBe(true);
    }
    for (const role of ['qa', 'merchant'] as const) {
      expect(mayOpenRequest(actor({ role }))).toBe(false);
    }
    expect(mayOpenRequest(undefined)).toBe(false);
  });
});
