import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleHarness } from '../../shared/access';
import { getDraft } from '../draft-store';
import { draftSchema } from '../../../../src/harness/records';
import { harnessParams } from '../schema';
import { draftLoosenedWarnings } from '../../labels/release-loosening';

export const getDraftRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/draft',
      summary: 'The working draft: every entity with its revision, and its diagnostics',
      tag: 'drafts',
      params: harnessParams,
      responses: { 200: { description: 'The draft', schema: draftSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const draft = await getDraft(db, params.id);
      // What only the server can tell: a loosened approval rule waiting for its publish.
      const loosened = await draftLoosenedWarnings(db, params.id);
      return c.json({ ...draft, diagnostics: [...draft.diagnostics, ...loosened] });
    },
  );
};
