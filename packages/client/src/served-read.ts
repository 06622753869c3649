import type { LabelState } from './label-state';
import { layerProbesOf } from './layer-probes';
import { checkPlainArm, readTreatments } from './layer-reads';
import { holdoutProbeKeys, probeKeys, type Arm, type Expected, type Snapshot } from './snapshot';
import { readArm, readLabel } from './studio-reads';
import { RejectedDocument, type StudioHttp } from './transport';

export type Served = Pick<Snapshot, 'label' | 'arms' | 'treatments'>;

/** The version each key is read with (undefined: an unkeyed read), one per way the label serves. */
async function wantedArms(label: LabelState): Promise<Array<[number, string | undefined]>> {
  if (label.layers) return (await layerProbesOf(label)).arms.map((a) => [a.version, a.key]);
  if (label.holdout) return holdoutProbeKeys(label).map((p) => [p.version, p.key]);
  if (!label.split) return [[label.version, undefined]];
  const keys = probeKeys(label.split.salt, label.split.percent);
  return [
    [label.version, keys.label],
    [label.split.version, keys.split],
  ];
}

/** Every arm and layer treatment of `label`, verified; `raced` when the studio moved meanwhile. */
async function readOnce(
  http: StudioHttp,
  labelName: string,
  label: LabelState,
  previous: Omit<Served, 'label'> | undefined,
  expected: Expected,
): Promise<Omit<Served, 'label'> | 'raced'> {
  const arms = new Map<number, Arm>();
  for (const [version, key] of await wantedArms(label)) {
    const arm = await readArm(http, {
      label: labelName,
      version,
      key,
      // A version read once already (the baseline is also the label's) is checked again.
      previous: arms.get(version) ?? previous?.arms.get(version),
      expected,
    });
    if (arm === 'raced' || checkPlainArm(arm) === 'raced') return 'raced';
    arms.set(version, arm);
  }
  const treatments = await readTreatments(
    http,
    labelName,
    label,
    arms.get(label.version)!,
    previous?.treatments,
    expected,
  );
  return treatments === 'raced' ? treatments : { arms, treatments };
}

/**
 * What the label serves, every arm read and verified: the label (or `given`, from a move
 * event, on the first try), then each arm's document for a key on its side of the split, and
 * each layer experiment's treatment. The studio serving a key another version (or layers) than
 * the label says means it moved meanwhile: read again, and past 3 tries refuse it (or it was
 * altered on the way).
 */
export async function readServed(
  http: StudioHttp,
  labelName: string,
  given: LabelState | undefined,
  previous: Omit<Served, 'label'> | undefined,
  expected: Expected,
): Promise<Served> {
  for (let attempt = 0; ; attempt++) {
    const label = given && attempt === 0 ? given : await readLabel(http, labelName);
    const read = await readOnce(http, labelName, label, previous, expected);
    if (read !== 'raced') return { label, ...read };
    if (attempt >= 2) {
      const split = label.split ? ` with ${label.split.percent}% on ${label.split.version}` : '';
      const layers = label.layers ? ` and ${label.layers.length} layer experiment(s)` : '';
      throw new RejectedDocument(
        `The label read says version ${label.version}${split}${layers}, but the studio served its keys other versions on 3 reads: it kept moving, or the label was altered on the way.`,
        label.version,
      );
    }
  }
}
