import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { requireRole } from '../../shared/access';
import { releaseSettingsOf } from '../../schedules/release-settings-of';
import { changeRequestSchema, requestParams, reviewBody } from '../schema';
import { requestView, ruleOf } from '../request-view';
import { visibleRequest } from '../visible-request';
import { addReview } from '../request-actions';

export const reviewRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/reviews',
      summary: 'Approve, request changes or comment (a comment may point at a field)',
      tag: 'change-requests',
      params: requestParams,
      body: reviewBody,
      responses: { 201: { description: 'Reviewed', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      if (body.verdict !== 'comment' && row.author !== actor.id) {
        const { release } = await releaseSettingsOf(db, params.id);
        const rule = await ruleOf(db, release, row);
        requireRole(rule.roles.includes(actor.role), 'review this change request');
      }
      await addReview(db, params.id, params.n, actor, body);
      return c.json(await requestView(db, params.id, params.n), 201);
    },
  );
};
