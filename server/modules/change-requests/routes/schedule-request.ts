import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { createSchedule } from '../../schedules/schedule-store';
import { scheduleRequestBody } from '../../../../src/harness/release/schedule';
import { changeRequestSchema, requestParams } from '../schema';
import { requireQuorum } from '../request-actions';
import { lockRequest, setState } from '../request-store';
import { requestView } from '../request-view';
import { checkReleaser } from './releaser';

export const scheduleRequestRoute: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/change-requests/:n/schedule',
      summary: "Schedule an approved request's publish at a time in the harness's zone",
      tag: 'change-requests',
      params: requestParams,
      body: scheduleRequestBody,
      responses: { 201: { description: 'Scheduled', schema: changeRequestSchema } },
    },
    async (c, { params, body }) => {
      const { db, actor } = await checkReleaser(c, params.id, params.n);
      await db.transaction(async (tx) => {
        // Approved, or open where its target needs no approval (as for publishing now).
        const row = await lockRequest(
          tx,
          params.id,
          params.n,
          ['open', 'approved'],
          'be scheduled',
        );
        await requireQuorum(tx, row, 'scheduled');
        const s = await createSchedule(tx, {
          harnessId: params.id,
          requestId: params.n,
          // A shop's overlay schedule names the label its shop serves under.
          label: row.target_label ?? 'production',
          shopId: row.target_shop,
          version: row.proposal_version === null ? null : Number(row.proposal_version),
          split: null,
          overlayVersion: row.proposal_overlay === null ? null : Number(row.proposal_overlay),
          reason: `Change request ${params.n}: ${row.title}`.slice(0, 1000),
          at: body.at,
          until: body.until,
          actor: actor.id,
        });
        await setState(tx, row, 'scheduled', actor.id, 'change_request.schedule', {
          scheduleId: s.id,
        });
      });
      return c.json(await requestView(db, params.id, params.n), 201);
    },
  );
};
