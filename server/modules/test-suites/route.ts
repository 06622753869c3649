import type { ApiModule } from '../../http/app-env';
import { importCasesRoute } from './routes/import-cases';
import { exportSuiteRoute } from './routes/export-suite';
import { listCasesRoute } from './routes/list-cases';
import { getCaseRoute } from './routes/get-case';
import { putCaseRoute } from './routes/put-case';
import { deleteCaseRoute } from './routes/delete-case';

export const testSuitesModule: ApiModule = (api, deps) => {
  // Before `/test-cases/:caseId`, so "import" and "export" are not read as case ids.
  importCasesRoute(api, deps);
  exportSuiteRoute(api, deps);
  listCasesRoute(api, deps);
  getCaseRoute(api, deps);
  putCaseRoute(api, deps);
  deleteCaseRoute(api, deps);
};
