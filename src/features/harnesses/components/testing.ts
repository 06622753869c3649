import type { HarnessOverview, HarnessSummary, Label } from '../types';

// Fixtures for the harnesses feature's component tests: the seeded sample as the API sends it.

export const label = (name: string, version: number | null, updatedBy = 'system'): Label => ({
  harnessId: 'sample',
  name,
  version,
  split: null,
  updatedAt: '2026-12-03T08:00:00.000Z',
  updatedBy,
});

export function summary(id: string, over: Partial<HarnessSummary> = {}): HarnessSummary {
  return {
    id,
    name: `Tea host ${id}`,
    shopId: 'shanlan-tea',
    archived: false,
    archivedAt: null,
    createdAt: '2026-12-03T08:00:00.000Z',
    createdBy: 'system',
    latestVersion: 1,
    labels: [label('production', 1), label('staging', 1)],
    latestRun: null,
    draft: { against: 1, differs: false, changes: [] },
    ...over,
  };
}

export function overview(over: Partial<HarnessOverview> = {}): HarnessOverview {
  const { labels, ...harness } = summary('sample');
  return {
    harness: { ...harness, name: '山岚茶舍直播助手' },
    labels,
    latestVersion: {
      harnessId: 'sample',
      number: 1,
      parentNumber: null,
      author: 'system',
      createdAt: '2026-12-03T08:00:00.000Z',
      message: 'The tea shop sample as shipped',
      contentHash: 'h1',
    },
    draft: {
      against: 1,
      differs: true,
      changes: [{ kind: 'promotion', added: 0, changed: 1, removed: 0, moved: 0 }],
    },
    endpoint: 'default',
    cases: 31,
    latestRun: null,
    latestRobustnessRun: null,
    gate: {
      gated: true,
      threshold: 0.8,
      version: null,
      allowed: false,
      rollback: false,
      refusal: null,
    },
    draftRun: { countsFor: null },
    activity: [
      {
        id: 9,
        at: '2026-12-03T08:00:00.000Z',
        actor: 'system',
        harnessId: 'sample',
        action: 'entity.update',
        entity: 'promotion/baicha-flash-sale',
        before: null,
        after: null,
      },
    ],
    rollbacks: [],
    ...over,
  };
}
