import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/problem';
import { canReadShop } from '../../auth/roles';
import { canSeeHarness } from '../shared/access';
import { NotFound } from '../../db/store-errors';
import type { Harness } from '../harnesses/harness-store';
import { getLabels, type Label } from '../labels/label-store';
import { serveViewer, type ViewerServing } from '../../../src/harness/holdout';
import { labelName } from '../shared/params';
import type { HarnessDocument } from '../../../src/harness';
import type { ShopRecord } from '../../../src/harness/overlay';
import type { DeliveryCache } from '../delivery/delivery-cache';
import { layerCutOf } from '../delivery/layer-bodies';

const notFoundWith = (code: string, pointer: string, message: string) =>
  notFound(message).withErrors([{ pointer, message, code }]);

/**
 * The harness of an agent request, through the delivery cache; another shop's is unknown. With
 * a shop, that shop's host (a merchant its own only; `agentShop` then finds it on the base);
 * without, the base alone, for whoever sees the harness.
 */
export async function agentHarness(
  c: Context<AppEnv>,
  id: string,
  shopId?: string,
): Promise<Harness> {
  const unknown = () =>
    notFoundWith('harness_not_found', '', `There is no harness "${id}"; check the base URL.`);
  const harness = await c.var.deps.delivery.harness(id).catch((err: unknown) => {
    throw err instanceof NotFound ? unknown() : err;
  });
  // A merchant that sees the harness learns of another shop only that it is unknown.
  const seen =
    shopId !== undefined
      ? canReadShop(c.var.actor, shopId)
      : await canSeeHarness(c.var.deps.db, c.var.actor, harness);
  if (!seen) throw unknown();
  return harness;
}

/** Which label a request asked for, and where (a JSON pointer, so errors can name it). */
export interface LabelChoice {
  name: string;
  pointer: string;
}

/**
 * `?label=`, then the `X-Harness-Label` header (both set once in a client's base URL or
 * default headers), then the body's `model` (what OpenAI clients set per call), then
 * `production`. The query's syntax is checked by its schema already.
 */
export function chooseLabel(
  c: Context<AppEnv>,
  query: { label?: string },
  model: string | undefined,
): LabelChoice {
  if (query.label !== undefined) return { name: query.label, pointer: '/query/label' };
  const header = c.req.header('x-harness-label');
  if (header !== undefined) return { name: header, pointer: '' };
  if (model !== undefined) return { name: model, pointer: '/model' };
  return { name: 'production', pointer: '' };
}

/** The label chosen, or 404 `model_not_found` listing the ones there are. */
export async function findLabel(
  c: Context<AppEnv>,
  harnessId: string,
  choice: LabelChoice,
): Promise<Label> {
  const { delivery, db } = c.var.deps;
  const found = labelName.safeParse(choice.name).success
    ? await delivery.label(harnessId, choice.name)
    : undefined;
  if (found) return found;
  const names = (await getLabels(db, harnessId)).map((l) => l.name);
  throw notFoundWith(
    'model_not_found',
    choice.pointer,
    `The harness "${harnessId}" has no label "${choice.name}"; ` +
      `name one of its labels as the model: ${names.join(', ') || '(none)'}.`,
  );
}

/**
 * How a label serves this caller (its holdout first, then its split), or 404
 * `model_not_published` before its first move.
 */
export function labelServing(label: Label, choice: LabelChoice, user?: string): ViewerServing {
  const serving = serveViewer(label, user);
  if (serving !== null) return serving;
  throw notFoundWith(
    'model_not_published',
    choice.pointer,
    `The label "${label.name}" points at no version yet: publish a version to it first.`,
  );
}

/**
 * The document a caller's turn runs: the version it is served, with its layer treatments'
 * changed entities composed onto it (as `/resolved?key=` answers the same key), and a shop's
 * overlay merged on top.
 */
export async function servedDocument(
  delivery: DeliveryCache,
  documentOf: (id: string, version: number) => Promise<HarnessDocument>,
  target: { harnessId: string; label: Label; serving: ViewerServing; shop: ShopRecord | null },
): Promise<HarnessDocument> {
  const { harnessId, label, serving, shop } = target;
  const version = serving.version;
  const cut = layerCutOf(label, serving);
  const composed = cut ? await delivery.layers.composed(harnessId, version, cut) : null;
  if (shop) {
    const layered = cut && composed ? { cut, composed } : undefined;
    return (await delivery.shops.host(shop, version, layered)).document;
  }
  return composed ? composed.document : documentOf(harnessId, version);
}
