import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canOpenChangeRequest, canOverrideGate } from '../../auth/roles';
import { harnessParams } from '../shared/params';
import { visibleHarness, requireRole } from '../shared/access';
import { harnessRelease } from '../schedules/harness-release';
import { pageSchema } from '../../../src/harness/records';
import {
  changeRequestListQuery,
  changeRequestSchema,
  openChangeRequestBody,
  publishRequestBody,
  requestParams,
  reviewBody,
  reviseChangeRequestBody,
} from './schema';
import { openRequest, reviseRequest } from './request-store';
import { requestView, ruleOf } from './request-view';
import { visibleRequest } from './visible-request';
import { addReview, closeRequest, publishRequest } from './request-actions';
import { listRequests } from './request-list';
import { pinsRoutes } from './pins-route';
import { requireReleaser, scheduleRoutes } from './schedule-route';

const one = { 200: { description: 'The change request', schema: changeRequestSchema } };

/** Change requests of a harness: open, review, publish, close. */
export const changeRequestsModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests',
      summary: 'Open a change request: the draft, a version or an overlay version, frozen',
      tag: 'change-requests',
      params: harnessParams,
      body: openChangeRequestBody,
      responses: { 201: { description: 'Opened', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      await visibleHarness(c, params.id);
      requireRole(canOpenChangeRequest(actor), 'open change requests');
      const { db } = c.var.deps;
      const id = await openRequest(db, params.id, { ...body, actor: actor.id });
      return c.json(await requestView(db, params.id, id), 201);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests',
      summary: 'Change requests of a harness, newest first',
      tag: 'change-requests',
      params: harnessParams,
      query: changeRequestListQuery,
      responses: { 200: { description: 'A page', schema: pageSchema(changeRequestSchema) } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      return c.json(await listRequests(c.var.deps.db, params.id, c.var.actor, query));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/change-requests/:n',
      summary: 'A change request with its evidence, reviews, gate verdict and schedule',
      tag: 'change-requests',
      params: requestParams,
      responses: one,
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      return c.json(await requestView(c.var.deps.db, params.id, params.n, row));
    },
  );

  defineRoute(
    api,
    {
      method: 'patch',
      path: '/harnesses/:id/change-requests/:n',
      summary: 'Edit a request; a new source is a new revision (reviews reset per settings)',
      tag: 'change-requests',
      params: requestParams,
      body: reviseChangeRequestBody,
      responses: one,
    },
    async (c, { params, body }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireRole(row.author === actor.id || actor.role === 'admin', 'edit this change request');
      await reviseRequest(db, params.id, params.n, { ...body, actor: actor.id });
      return c.json(await requestView(db, params.id, params.n));
    },
  );

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
        const { release } = await harnessRelease(db, params.id);
        const rule = await ruleOf(db, release, row);
        requireRole(rule.roles.includes(actor.role), 'review this change request');
      }
      await addReview(db, params.id, params.n, actor, body);
      return c.json(await requestView(db, params.id, params.n), 201);
    },
  );

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

  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/close',
      summary: 'Close a request without publishing it',
      tag: 'change-requests',
      params: requestParams,
      responses: one,
    },
    async (c, { params }) => {
      const row = await visibleRequest(c, params.id, params.n);
      const { db } = c.var.deps;
      const actor = c.var.actor;
      requireRole(row.author === actor.id || canOverrideGate(actor), 'close this change request');
      await closeRequest(db, params.id, params.n, actor.id);
      return c.json(await requestView(db, params.id, params.n));
    },
  );

  pinsRoutes(api);
  scheduleRoutes(api);
};
