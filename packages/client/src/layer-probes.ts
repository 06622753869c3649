import { serveViewer } from '../../../src/harness/holdout';
import type { ServedLayerExperiment } from '../../../src/harness/experiments/layers';
import { bucketOf, probeKey } from '../../../src/harness/split';
import type { LabelState } from './label-state';
import { RejectedDocument } from './transport';

// With layer experiments running, the keys the client reads the label's versions with must be
// in no layer's treatment (the studio would answer them a composed document), and each
// experiment's treatment is read with a key in that treatment alone. The studio serving each
// key what the core decides for it confirms the layers as the client read them.

/** Past this many keys a probe is given up for: only a label of near-empty shares needs more. */
const MAX_TRIES = 2_000_000;
/** Keys tried between two turns of the event loop: a long search never holds `current()` up. */
const TRIES_PER_TURN = 2_000;

export interface LayerProbes {
  /** A key for each version the label serves (undefined: an unkeyed read), in no treatment. */
  arms: Array<{ version: number; key: string | undefined }>;
  /** Per layer experiment: a key in its treatment and in no other (nor held out or split). */
  treatments: Map<string, string>;
}

async function findKey(
  label: LabelState,
  what: string,
  test: (key: string) => boolean,
  maxTries = MAX_TRIES,
): Promise<string> {
  for (let i = 0; i < maxTries; i++) {
    if (i > 0 && i % TRIES_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    const key = probeKey(i);
    if (test(key)) return key;
  }
  throw new RejectedDocument(
    `No probe key among ${maxTries} is ${what}: the label's shares leave too few viewers to confirm it.`,
    label.version,
  );
}

const inNoTreatment = (label: LabelState, key: string) =>
  !serveViewer(label, key)!.layers.some((l) => l.arm === 'treatment');

/** The keys either side of the holdout's and split's boundaries, among keys in no treatment. */
async function armKeys(label: LabelState): Promise<LayerProbes['arms']> {
  const h = label.holdout;
  const s = label.split;
  if (!h && !s) return [{ version: label.version, key: undefined }];
  const shipped = (k: string) => !h || bucketOf(k, h.salt) >= h.percent;
  const plain = (k: string) => inNoTreatment(label, k);
  const out: LayerProbes['arms'] = [];
  const want = async (version: number, what: string, test: (k: string) => boolean) =>
    out.push({ version, key: await findKey(label, what, test) });
  if (s) {
    await want(label.version, 'just past the split', (k) => {
      return shipped(k) && bucketOf(k, s.salt) === s.percent && plain(k);
    });
    await want(s.version, 'in the split', (k) => {
      return shipped(k) && bucketOf(k, s.salt) === s.percent - 1 && plain(k);
    });
  } else {
    await want(label.version, 'just past the holdout', (k) => {
      return bucketOf(k, h!.salt) === h!.percent && plain(k);
    });
  }
  if (h) await want(h.version, 'held out', (k) => bucketOf(k, h.salt) === h.percent - 1);
  return out;
}

/** A key served the label's own version with this experiment's treatment and no other. */
function treatmentKey(
  label: LabelState,
  e: ServedLayerExperiment,
  maxTries: number,
): Promise<string> {
  return findKey(
    label,
    `in the treatment of ${e.experimentId} alone`,
    (k) => {
      const b = bucketOf(k, e.layerSalt);
      // The cheap checks first: most keys are outside the experiment's buckets.
      if (b < e.from || b >= e.from + e.share || bucketOf(k, e.salt) >= e.percent) return false;
      const serving = serveViewer(label, k)!;
      if (serving.version !== label.version || serving.split === 'treatment') return false;
      const treated = serving.layers.filter((l) => l.arm === 'treatment');
      return treated.length === 1 && treated[0]!.experimentId === e.experimentId;
    },
    maxTries,
  );
}

/** Per label: its probes, or why there are none (not searched again on every read). */
const memo = new Map<string, LayerProbes | RejectedDocument>();

/**
 * The probe keys of a label running layer experiments (remembered for the last few); a
 * treatment's search gives up after `maxTries` keys (tests lower it).
 */
export async function layerProbesOf(label: LabelState, maxTries = MAX_TRIES): Promise<LayerProbes> {
  const id = `${maxTries}\n${JSON.stringify(label)}`;
  let found = memo.get(id);
  if (!found) {
    try {
      const treatments = new Map<string, string>();
      for (const e of label.layers ?? [])
        treatments.set(e.experimentId, await treatmentKey(label, e, maxTries));
      found = { arms: await armKeys(label), treatments };
    } catch (err) {
      if (!(err instanceof RejectedDocument)) throw err;
      found = err;
    }
    if (memo.size >= 16) memo.clear();
    memo.set(id, found);
  }
  if (found instanceof RejectedDocument) throw found;
  return found;
}
