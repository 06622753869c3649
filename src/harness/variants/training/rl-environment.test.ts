import { describe, expect, it } from 'vitest';
import { parseRewardLabel, rewardLabel, rlEnvironment } from './rl-environment';
import { detailTool, originCase, request, variant } from './test-support';

describe('rlEnvironment', () => {
  it("holds the variant's request, the case's expectations and a label that reads back", () => {
    const env = rlEnvironment({
      harnessId: 'h1',
      runId: '3f1c9d3e-0000-4000-8000-000000000001',
      arm: 'tool-schemas#1',
      endpoint: 'default',
      caseId: originCase.id,
      request,
      expectations: originCase.expectations,
      inverse: variant.inverse,
    });
    // The sample's cache-friendly layout: system text, turn message, the viewer.
    expect(env.request.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(env.request.tools!.map((t) => t.function.name)).toContain(detailTool);
    expect(env.expectations).toBe(originCase.expectations);
    expect(parseRewardLabel(env.label)).toEqual({
      runId: '3f1c9d3e-0000-4000-8000-000000000001',
      arm: 'tool-schemas#1',
      caseId: 'longjing-origin',
    });
    expect(env.id).toBe(`${env.label}@default`);
  });

  it('refuses labels that are not three parts', () => {
    expect(parseRewardLabel('a/b')).toBeNull();
    expect(parseRewardLabel('a//c')).toBeNull();
    expect(parseRewardLabel('a/b/c/d')).toBeNull();
    expect(parseRewardLabel(rewardLabel({ runId: 'r', arm: 'control:x', caseId: 'c' }))).toEqual({
      runId: 'r',
      arm: 'control:x',
      caseId: 'c',
    });
  });
});
