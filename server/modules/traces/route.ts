import type { ApiModule } from '../../http/app-env';
import { listTracesRoute } from './routes/list-traces';
import { replyHoldRoute } from './routes/reply-hold';
import { getTraceRoute } from './routes/get-trace';
import { traceTestCaseRoute } from './routes/trace-test-case';

/** The production trace browser: list, one trace, and a trace as a test case. */
export const tracesModule: ApiModule = (api, deps) => {
  listTracesRoute(api, deps);
  // Before `.../traces/:traceId`, which would take `reply-hold` for a (malformed) trace id.
  replyHoldRoute(api, deps);
  getTraceRoute(api, deps);
  traceTestCaseRoute(api, deps);
};
