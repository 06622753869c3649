import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { publishRequestBody, requestParams } from '../schema';
import { requestView } from '../request-view';
import { visibleRequest } from '../visible-request';
import { publishRequest } from '../request-actions';
import { requireReleaser } from './releaser';
import { one } from './one-request';

export const publishRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/publish',
      summary: 'Publish an approved request: its label (or shop) moves, through the gate',
      tag: 'change-requests',
      params: requestParams,
      body: publishRequestBody,
      responses: one,
    },
    async (c, { params, body }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      await requireReleaser(db, actor, row);
      // The gate judges the locked row inside the publish; the revision is the one read here
      // (or the one the publisher names), so a revision landing meanwhile is refused.
      const revision = body.revision ?? Number(row.revision);
      await publishRequest(db, params.id, params.n, actor.id, body.reason, revision);
      return c.json(await requestView(db, params.id, params.n));
    },
  );
};
