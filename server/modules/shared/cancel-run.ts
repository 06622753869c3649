import { conflict } from '../../http/problem';
import type { RunStatus } from '../../../src/harness/evaluation/run-contract';
import type { BackgroundRuns } from './background-runs';

const POLL_MS = 500;
const WAIT_MS = 10_000;

/**
 * Cancels a run and answers with it once it has stopped: here at once, or, when another
 * instance runs it (PostgreSQL), after that instance has recorded the cancel. A run that has
 * ended is a 409 `run.not_running`; an instance that does not answer, `run.cancel_pending`.
 */
export async function cancelRun<R extends { id: string; status: RunStatus }>(
  runner: Pick<BackgroundRuns<never>, 'cancel' | 'settled' | 'requestCancel'>,
  read: () => Promise<R>,
): Promise<R> {
  const run = await read();
  if (runner.cancel(run.id)) {
    await runner.settled(run.id);
    return read();
  }
  if (run.status !== 'running' || !(await runner.requestCancel(run.id))) {
    throw conflict(`The run has already ended (${run.status}).`, { code: 'run.not_running' });
  }
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = await read();
    if (now.status !== 'running') return now;
    if (Date.now() > deadline) {
      throw conflict(
        'The instance running this run has not answered the cancel yet; if it is gone, the run is marked interrupted within a minute.',
        { code: 'run.cancel_pending' },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
