import type { ApiModule } from '../../http/app-env';
import { proposeRestatementsRoute } from './routes/propose-restatements';
import { listRestatementsRoute } from './routes/list-restatements';
import { reviewRestatementRoute } from './routes/review-restatement';

/**
 * Restatements of a harness's texts by a model: proposed ahead of a run, cached by
 * endpoint and source text, reviewed by a person; a robustness run uses approved ones only when
 * it asks (`restatements: true`).
 */
export const restatementsModule: ApiModule = (api, deps) => {
  proposeRestatementsRoute(api, deps);
  listRestatementsRoute(api, deps);
  reviewRestatementRoute(api, deps);
};
