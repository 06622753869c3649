import type { ApiModule } from '../../http/app-env';
import { readRawJson } from '../../http/read-json';
import { validateHarness, hasErrors } from '../../../src/harness';

/** Checks a posted document without storing anything: what CI in other repositories calls. */
export const validationModule: ApiModule = (api) => {
  api.post('/validate', async (c) => {
    const body = await readRawJson(c);
    const { diagnostics } = validateHarness(body);
    return c.json({ valid: !hasErrors(diagnostics), diagnostics });
  });
};
