import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canMoveLabel } from '../../auth/roles';
import { conflict, notFound } from '../../http/problem';
import { harnessParams } from '../shared/params';
import { visibleHarness, requireRole } from '../shared/access';
import { pageSchema } from '../../../src/harness/records';
import { approvalInForce } from '../labels/release-policy';
import { harnessRelease } from './harness-release';
import { cancelSchedule, createSchedule, getSchedule } from './schedule-store';
import { calendar, listSchedules } from './schedule-list';
import {
  calendarSchema,
  calendarQuery,
  listSchedulesQuery,
  scheduleMoveBody,
  scheduleParams,
  scheduleSchema,
} from './schema';

const REQUESTS = (id: string) => `/api/v1/harnesses/${id}/change-requests`;

/** Scheduled label moves of a harness, and its release calendar. */
export const schedulesModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/schedules',
      summary:
        "Schedule a label move at a time in the harness's zone, optionally moved back at `until`",
      tag: 'schedules',
      params: harnessParams,
      body: scheduleMoveBody,
      responses: { 201: { description: 'Scheduled', schema: scheduleSchema } },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      const { db } = c.var.deps;
      await visibleHarness(c, params.id);
      // Scheduling a move needs what moving the label now needs.
      requireRole(canMoveLabel(actor, body.label), `move the label "${body.label}"`);
      const rule = await approvalInForce(db, params.id, body.label);
      if (rule.required > 0) {
        throw conflict(
          `The label "${body.label}" needs ${rule.required} approval(s) before it moves: open a change request (POST ${REQUESTS(params.id)}) and schedule its publish there.`,
          { code: 'schedule.approvals_required', route: REQUESTS(params.id) },
        );
      }
      const schedule = await db.transaction((tx) =>
        createSchedule(tx, {
          harnessId: params.id,
          requestId: null,
          label: body.label,
          shopId: null,
          version: body.version,
          split: body.split ?? null,
          overlayVersion: null,
          reason: body.reason,
          at: body.at,
          until: body.until,
          actor: actor.id,
        }),
      );
      return c.json(schedule, 201);
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/schedules',
      summary: 'Schedules of a harness, newest first',
      tag: 'schedules',
      params: harnessParams,
      query: listSchedulesQuery,
      responses: {
        200: { description: 'A page of schedules', schema: pageSchema(scheduleSchema) },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      // A merchant sees the base's moves and its own shop's, never another shop's.
      const shop = actor.role === 'merchant' ? actor.shopId : query.shop;
      return c.json(await listSchedules(c.var.deps.db, params.id, { ...query, shop }));
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/schedules/:sid',
      summary: 'One schedule',
      tag: 'schedules',
      params: scheduleParams,
      responses: { 200: { description: 'The schedule', schema: scheduleSchema } },
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const schedule = await getSchedule(c.var.deps.db, params.id, params.sid);
      const actor = c.var.actor;
      if (
        actor.role === 'merchant' &&
        schedule.shopId !== null &&
        schedule.shopId !== actor.shopId
      ) {
        throw notFound(`The harness "${params.id}" has no schedule ${params.sid}.`);
      }
      return c.json(schedule);
    },
  );

  defineRoute(
    api,
    {
      method: 'delete',
      path: '/harnesses/:id/schedules/:sid',
      summary: 'Cancel a pending schedule (or the pending end of one that fired)',
      tag: 'schedules',
      params: scheduleParams,
      responses: { 200: { description: 'Cancelled', schema: scheduleSchema } },
    },
    async (c, { params }) => {
      const actor = c.var.actor;
      const { db } = c.var.deps;
      await visibleHarness(c, params.id);
      const schedule = await getSchedule(db, params.id, params.sid);
      requireRole(canMoveLabel(actor, schedule.label), `move the label "${schedule.label}"`);
      if (schedule.requestId !== null) {
        // The request goes back to approved with it: its own route does both.
        throw conflict(
          `Schedule ${schedule.id} publishes change request ${schedule.requestId}: cancel it with DELETE ${REQUESTS(params.id)}/${schedule.requestId}/schedule.`,
          { code: 'schedule.of_request', requestId: schedule.requestId },
        );
      }
      return c.json(
        await db.transaction((tx) => cancelSchedule(tx, params.id, params.sid, actor.id)),
      );
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/calendar',
      summary: "Upcoming and recent scheduled moves in the harness's time zone, overlaps flagged",
      tag: 'schedules',
      params: harnessParams,
      query: calendarQuery,
      responses: {
        200: {
          description: 'Calendar entries in time order',
          schema: calendarSchema,
        },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      const shop = actor.role === 'merchant' ? actor.shopId : query.shop;
      const { db } = c.var.deps;
      const { timeZone } = await harnessRelease(db, params.id);
      return c.json({
        timeZone,
        entries: await calendar(db, params.id, timeZone, { ...query, shop }),
      });
    },
  );
};
