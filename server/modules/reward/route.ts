import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { asBadRequest, badRequest, problemError } from '../../http/problem';
import { readRawJson } from '../../http/read-json';
import { LoadingCache } from '../../cache/loading-cache';
import { friendlyErrors, issuesToDiagnostics } from '../../../src/harness';
import { parseHermesText, responseAfterPrompt } from '../../../src/harness/variants/training';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { Invalid } from '../../db/store-errors';
import type { ArmHarness } from '../robustness-runs/training-source';
import { gradeCompletion } from './grade';
import { resolveLabels } from './reward-envs';
import {
  messagesRewardBody,
  openRlhfRewardBody,
  openRlhfRewardSchema,
  rewardBody,
  rewardResultSchema,
  textRewardBody,
} from './schema';

/** A trainer's batch of full prompts and responses is far larger than an editor's write. */
const BODY_LIMIT = 32 * 1024 * 1024;
/** Arm harnesses rebuilt from their seed, kept across requests: a run's source never changes. */
const ARM_CACHE_SIZE = 256;

function parsed<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw, { error: friendlyErrors });
  if (result.success) return result.data;
  const errors = issuesToDiagnostics(result.error.issues).map(problemError);
  throw badRequest('The request body has invalid fields.', errors);
}

const has = (raw: unknown, key: string) =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) && key in raw;

const rewardResponse = z.union([rewardResultSchema, openRlhfRewardSchema]);

export const rewardModule: ApiModule = (api, deps) => {
  const { db } = deps;
  const arms = new LoadingCache<ArmHarness>({ max: ARM_CACHE_SIZE });
  const resolve = async (harnessId: string, labels: { label: string; pointer: string }[]) => {
    try {
      return await resolveLabels(db, harnessId, labels, arms);
    } catch (err) {
      throw err instanceof Invalid ? asBadRequest(err) : err;
    }
  };

  const path = '/harnesses/:id/reward';
  const summary =
    "Grade a completion of an RL environment (in its variant's names) with the case's deterministic checks";
  defineRoute(
    api,
    {
      method: 'post',
      path,
      summary,
      tag: 'robustness-runs',
      params: harnessParams,
      // The body is read below: which of the three shapes it is decides the schema, so a
      // wrong field is reported at its own pointer rather than as "no shape matched".
      responses: {
        200: {
          description: 'The reward and its checks, or for an OpenRLHF body rewards per query',
          schema: rewardResponse,
        },
      },
      documentAs: [
        {
          path,
          summary,
          params: harnessParams,
          body: rewardBody,
          responses: {
            200: {
              description: 'The reward and its checks, or for an OpenRLHF body rewards per query',
              schema: rewardResponse,
            },
          },
        },
      ],
    },
    async (c, { params }) => {
      await visibleHarness(c, params.id);
      const raw = await readRawJson(c, BODY_LIMIT);
      if (has(raw, 'query')) {
        const body = parsed(openRlhfRewardBody, raw);
        const labels = body.labels.map((label, i) => ({ label, pointer: `/labels/${i}` }));
        const envs = await resolve(params.id, labels);
        const results = await Promise.all(
          envs.map((env, i) =>
            gradeCompletion(
              env,
              parseHermesText(responseAfterPrompt(body.query[i]!, body.prompts[i]!)),
            ),
          ),
        );
        const rewards = results.map((r) => r.reward);
        return c.json({
          rewards,
          scores: rewards,
          extra_logs: {
            share: results.map((r) => r.share),
            checks: results.map((r) => r.checks.length),
          },
        });
      }
      if (has(raw, 'completion')) {
        const body = parsed(textRewardBody, raw);
        const [env] = await resolve(params.id, [{ label: body.label, pointer: '/label' }]);
        return c.json(await gradeCompletion(env!, parseHermesText(body.completion)));
      }
      const body = parsed(messagesRewardBody, raw);
      const [env] = await resolve(params.id, [{ label: body.label, pointer: '/label' }]);
      return c.json(await gradeCompletion(env!, body.messages));
    },
  );
};
