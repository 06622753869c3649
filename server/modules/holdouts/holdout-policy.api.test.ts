import { expect, it } from 'vitest';
import type { Holdout } from '../../../src/harness/holdout';
import { createSampleHarness, expectProblem, readEntity } from '../../testing/api-helpers';
import { describeApi } from '../../testing/describe-api';

// A holdout on a label that needs approvals: its baseline is served to real viewers, so it must
// be a version the label served (as a rollback's rule); anything else is refused, nothing
// written. Only those who may move the label start one.
describeApi('holdout release policy', (api) => {
  it('takes a baseline the label served, refuses one it never did, and roles that may not move the label', async () => {
    const id = await createSampleHarness(api, { prefix: 'holdpol' });
    // A version production never serves: saved before the rule.
    const old = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'before the rule' },
    });
    expect(old.status, old.text).toBe(201);
    const meta = await readEntity(api, id, 'meta', 'meta');
    const value = meta.value as { settings: Record<string, unknown> };
    value.settings = { ...value.settings, release: { approvals: { production: { required: 1 } } } };
    const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
      headers: { 'if-match': `"${meta.revision}"` },
      body: value,
    });
    expect(put.status, put.text).toBe(200);
    const v = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'one approval for production' },
    });
    expect(v.status, v.text).toBe(201);
    const placed = await api.as('admin', 'PUT', `/harnesses/${id}/labels/production`, {
      body: { version: v.body.number, reason: 'first', override: { reason: 'bootstrap' } },
    });
    expect(placed.status, placed.text).toBe(200);
    const path = `/harnesses/${id}/labels/production/holdout`;

    // A version production never served: refused as a release would be, nothing written.
    const refused = await api.as('publisher', 'PUT', path, {
      body: { percent: 5, version: old.body.number },
    });
    expect(expectProblem(refused, 409).code).toBe('label.approvals_required');
    expect(expectProblem(await api.as('qa', 'GET', path), 404).code).toBe('holdout.not_found');
    expectProblem(await api.as('qa', 'PUT', path, { body: { percent: 5 } }), 403);

    const started = await api.as<Holdout>('publisher', 'PUT', path, { body: { percent: 5 } });
    expect(started.status, started.text).toBe(201);
    expect(started.body.version).toBe(v.body.number);
  });
});
