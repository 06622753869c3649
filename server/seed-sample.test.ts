import { expect, it } from 'vitest';
import { sampleSuite } from '../src/harness/sample/suite';
import { describeApi } from './testing/describe-api';
import { expectProblem } from './testing/api-helpers';
import { seedSampleHarness } from './seed-sample';

describeApi('the seeded sample harness', (api) => {
  it('ships with its QA suite, in order, seeded once', async () => {
    const cases = await api.as<{ id: string }[]>('qa', 'GET', '/harnesses/sample/test-cases');
    expect(cases.status, cases.text).toBe(200);
    expect(cases.body.length).toBeGreaterThanOrEqual(30);
    expect(cases.body.map((c) => c.id)).toEqual(sampleSuite.cases.map((c) => c.id));
    // A second start finds the studio seeded and adds nothing.
    await seedSampleHarness(api.db());
    const again = await api.as<unknown[]>('qa', 'GET', '/harnesses/sample/test-cases');
    expect(again.body).toHaveLength(cases.body.length);
  });

  it('is gated: production waits for a finished run of the version', async () => {
    const v = await api.as<{ number: number }>('admin', 'POST', '/harnesses/sample/versions', {
      body: { message: 'first' },
    });
    expect(v.status, v.text).toBe(201);
    const status = await api.as<{ gated: boolean; allowed: boolean }>(
      'qa',
      'GET',
      `/harnesses/sample/publish-gate?version=${v.body.number}`,
    );
    expect(status.body).toMatchObject({ gated: true, allowed: false });
    const refused = expectProblem(
      await api.as('publisher', 'PUT', '/harnesses/sample/labels/production', {
        body: { version: v.body.number, reason: 'launch' },
      }),
      409,
    );
    expect(refused).toMatchObject({ code: 'gate.no_run' });
  });
});
