import type { AppDeps } from '../../http/app-env';
import { TestRunner } from './runner';

const runners = new WeakMap<AppDeps, TestRunner>();

/**
 * The one runner of a studio. Its routes start runs on it, and the studio's close cancels
 * and awaits them through it, so no run writes to a database that is closing.
 */
export function testRunnerOf(deps: AppDeps): TestRunner {
  let runner = runners.get(deps);
  if (!runner) {
    runner = new TestRunner(deps.db, deps.runtime);
    runners.set(deps, runner);
  }
  return runner;
}
