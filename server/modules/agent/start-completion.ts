import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { asBadRequest } from '../../http/problem';
import { invalidField } from '../../db/store-errors';
import type { HarnessDocument } from '../../../src/harness';
import type { TurnEvent } from '../../runtime/run-turn';
import { conversationFrom } from './completion-format';
import type { ContextMemory } from './context-memory';
import { EventFeed } from './event-feed';
import {
  agentHarness,
  chooseLabel,
  findLabel,
  labelServing,
  servedDocument,
} from './resolve-model';
import { layersHeader } from '../delivery/layer-bodies';
import { agentShop, chooseShop } from './agent-shop';
import type { z } from 'zod';
import type { CompletionBody, completionQuery } from './schema';
import { traceArmOf } from '../traces/arm';

/** What the completion route keeps across requests. */
export interface AgentState {
  deps: AppDeps;
  documentOf: (id: string, version: number) => Promise<HarnessDocument>;
  memory: ContextMemory;
}

export type Done = Extract<TurnEvent, { type: 'done' }>;

/** Runs the turn, observed (traces, telemetry) when an observer wants it; events to `feed`. */
function launchTurn(
  { deps, memory }: AgentState,
  t: {
    harnessId: string;
    label: string;
    version: number;
    arm: ReturnType<typeof traceArmOf>;
    shop: string | null;
    viewerKey: string | null;
    doc: HarnessDocument;
    conversation: ReturnType<typeof conversationFrom>;
    body: CompletionBody;
    signal: AbortSignal;
    feed: EventFeed;
    model: string;
  },
) {
  const { doc, conversation, body, feed } = t;
  // Observers of production turns (traces, telemetry): events are kept only when one
  // wants this turn, and it hears of it once the runtime is done.
  const watch = deps.turnObservers.start({
    harnessId: t.harnessId,
    label: t.label,
    version: t.version,
    arm: t.arm,
    shop: t.shop,
    viewerKey: t.viewerKey,
    doc,
    startedAt: Date.now(),
  });
  const context = body.harness_context ?? {};
  const viewer = body.harness_context?.viewer?.id ?? body.user;
  const history =
    doc.settings.promptLayout === 'cache-friendly'
      ? memory.history(
          viewer === undefined ? null : [t.harnessId, t.shop ?? '', viewer].join('\u0000'),
          conversation,
        )
      : undefined;
  const turn = deps.runtime.runTurn(
    { doc, conversation, context, history },
    {
      signal: t.signal,
      emit: watch
        ? (e) => {
            watch.event(e);
            feed.push(e);
          }
        : feed.push,
    },
  );
  if (watch) {
    turn.then(
      (done) => watch.finish({ conversation, context, done, model: t.model }),
      () => undefined, // a runtime that threw answers 500 in the route; there is no turn to keep
    );
  }
  return turn;
}

/**
 * Resolves what a completion runs (harness, shop, label, version, document) and starts the
 * turn; its events come through `feed`. Errors a client can fix are thrown before it starts.
 */
export async function startCompletion(
  c: Context<AppEnv>,
  input: {
    params: { id: string };
    query: z.infer<typeof completionQuery>;
    body: CompletionBody;
  },
  state: AgentState,
) {
  const { params, query, body } = input;
  const { deps, documentOf } = state;
  const shopChoice = chooseShop(c, query);
  await agentHarness(c, params.id, shopChoice?.id);
  const shop = shopChoice && (await agentShop(c, params.id, shopChoice));
  const choice = chooseLabel(c, query, body.model);
  const found = await findLabel(c, params.id, choice);
  const label = found.name;
  const serving = labelServing(found, choice, body.user);
  const version = serving.version;
  const conversation = conversationFrom(body.messages);
  if (conversation.at(-1)?.role !== 'user') {
    throw asBadRequest(
      invalidField('/messages', 'invalid', 'The last message must be the viewer\'s (role "user").'),
    );
  }
  // A shop's host: the base version (composed for the viewer's layer treatments) merged with
  // its overlay, cached per both versions.
  const doc = await servedDocument(deps.delivery, documentOf, {
    harnessId: params.id,
    label: found,
    serving,
    shop: shop ?? null,
  });

  const controller = new AbortController();
  c.req.raw.signal.addEventListener('abort', () => controller.abort());
  const feed = new EventFeed();
  const configured = deps.runtime.endpoints.get(doc.model.endpoint)?.config.model;
  const model = { name: configured ?? doc.model.endpoint };
  // A keyed viewer served under an experiment is one of its units (off the hot path).
  deps.exposures.served(params.id, found, body.user, serving);
  const turn = launchTurn(state, {
    harnessId: params.id,
    label,
    version,
    arm: traceArmOf(found, body.user),
    shop: shop?.shopId ?? null,
    viewerKey: body.user ?? null,
    doc,
    conversation,
    body,
    signal: controller.signal,
    feed,
    model: model.name,
  });
  const headers: Record<string, string> = {
    'X-Harness-Version': String(version),
    'X-Harness-Label': label,
    ...(shop && { 'X-Harness-Shop': shop.shopId }),
    ...layersHeader(serving),
  };
  return {
    doc,
    turn,
    feed,
    controller,
    headers,
    /** The model's name as the answer says it: the served one once a round has ended. */
    model,
    modelOf: (e: TurnEvent) => {
      if (e.type === 'model_end') model.name = e.model;
    },
    harnessInfo: (done: Done) => ({
      harness: { id: params.id, label, version, outcome: done.outcome, timings: done.timings },
    }),
  };
}

export type StartedCompletion = Awaited<ReturnType<typeof startCompletion>>;
