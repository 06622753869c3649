import type { Db } from '../../db/db';
import type { TestCase } from '../../../src/harness/evaluation';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import { armVariant } from '../../../src/harness/variants/arm-variant';
import { offeredNames, type OfferedNames } from '../../../src/harness/variants/offered-names';
import type { Variant } from '../../../src/harness/variants/types';
import { listCases } from '../test-suites/test-case-store';
import { getRunSource, type RunSource } from './robustness-run-store';

/** An arm's harness as its trials saw it, with the names it offers (what grading reads). */
export interface ArmHarness {
  variant: Variant;
  offered: OfferedNames;
}

/** Where arm harnesses are kept between requests: a run's source never changes. */
export interface ArmCache {
  get(key: string, load: () => Promise<ArmHarness | undefined>): Promise<ArmHarness | undefined>;
}

/**
 * What exports and the reward read of one run, loaded once per request: the run's source
 * document, each arm's variant rebuilt from its seed, and the harness's cases. Cases are
 * today's (a run stores their verdicts, not the cases), so a case deleted since is gone.
 */
export class TrainingSource {
  private source: Promise<RunSource> | undefined;
  private cases: Promise<Map<string, TestCase>> | undefined;
  private readonly arms = new Map<string, Promise<ArmHarness | undefined>>();

  constructor(
    private readonly db: Db,
    readonly run: RobustnessRun,
    private readonly cache?: ArmCache,
  ) {}

  document(): Promise<RunSource> {
    return (this.source ??= getRunSource(this.db, this.run.id));
  }

  /** Undefined when the run has no such arm or this build cannot rebuild it. */
  arm(armId: string): Promise<ArmHarness | undefined> {
    let loading = this.arms.get(armId);
    if (!loading) {
      const load = () => this.build(armId);
      loading = this.cache ? this.cache.get(`${this.run.id}/${armId}`, load) : load();
      this.arms.set(armId, loading);
    }
    return loading;
  }

  private async build(armId: string): Promise<ArmHarness | undefined> {
    const recipe = this.run.arms.find((a) => a.id === armId);
    if (!recipe) return undefined;
    const { document, focus, restatements } = await this.document();
    const variant = armVariant(document, recipe, focus, restatements);
    return variant ? { variant, offered: offeredNames(variant.document) } : undefined;
  }

  async testCase(caseId: string): Promise<TestCase | undefined> {
    this.cases ??= listCases(this.db, this.run.harnessId).then(
      (list) => new Map(list.map((c) => [c.id, c])),
    );
    return (await this.cases).get(caseId);
  }
}
