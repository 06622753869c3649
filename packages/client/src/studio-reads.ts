import { labelStateOf, type LabelState } from './label-state';
import { holdoutProbeKeys, probeKeys, verifyText, type Arm, type Expected } from './snapshot';
import { problemOf, Refused, RejectedDocument, type StudioHttp } from './transport';

async function refusal(res: Response): Promise<Refused> {
  const { code, detail } = await problemOf(res);
  return new Refused(res.status, code, detail);
}

/** The label's version and split from `GET /labels`; extra fields of a label are ignored. */
export async function readLabel(http: StudioHttp, name: string): Promise<LabelState> {
  const res = await http.send(`${http.api}/labels`);
  if (!res.ok) throw await refusal(res);
  const labels = (await res.json().catch(() => null)) as unknown;
  if (!Array.isArray(labels)) throw new RejectedDocument('The labels are not a list.', -1);
  const found = (labels as { name?: unknown; version?: unknown; split?: unknown }[]).find(
    (l) => l?.name === name,
  );
  if (!found || found.version === null)
    throw new Refused(404, 'label.unset', `The label "${name}" does not point at a version.`);
  const state = labelStateOf(found);
  if (!state) {
    const version = typeof found.version === 'number' ? found.version : -1;
    throw new RejectedDocument(`The label "${name}" is malformed.`, version);
  }
  return state;
}

export interface ArmRequest {
  label: string;
  version: number;
  /** A viewer key on the arm's side of the split. */
  key: string | undefined;
  previous: Arm | undefined;
  expected: Expected;
}

/**
 * One arm's document from `GET /resolved` (a 304 keeps `previous`), verified; `raced` when the
 * studio serves the key another version than the label read says.
 */
export async function readArm(http: StudioHttp, a: ArmRequest): Promise<Arm | 'raced'> {
  const q = new URLSearchParams({ label: a.label });
  if (a.key) q.set('key', a.key);
  if (a.expected.shop) q.set('shop', a.expected.shop);
  const res = await http.send(
    `${http.api}/resolved?${q}`,
    a.previous?.etag ? { headers: { 'if-none-match': a.previous.etag } } : {},
  );
  const served = Number(res.headers.get('x-harness-version'));
  if (res.status === 304 && a.previous) return served === a.version ? a.previous : 'raced';
  if (res.status === 304)
    throw new Refused(304, '304', 'Not modified, without a document to keep.');
  if (!res.ok) throw await refusal(res);
  const text = await res.text();
  if (served !== a.version) return 'raced';
  const shop = res.headers.get('x-harness-shop');
  if (a.expected.shop !== undefined && shop !== a.expected.shop)
    throw new RejectedDocument(`Version ${a.version}: served for shop ${shop}.`, a.version);
  const overlay = res.headers.get('x-harness-overlay-version');
  const checked = verifyText(text, {
    ...a.expected,
    version: a.version,
    ...(overlay !== null ? { overlayVersion: Number(overlay) } : {}),
  });
  return { ...checked, etag: res.headers.get('etag') };
}

/**
 * What the label serves, every arm read and verified: the label (or `given`, from a move
 * event, on the first try), then each arm's document for a key on its side of the split.
 * The studio serving a key another version than the label says means it moved meanwhile:
 * read again, and past 3 tries refuse it (or it was altered on the way).
 */
export async function readServed(
  http: StudioHttp,
  labelName: string,
  given: LabelState | undefined,
  previous: ReadonlyMap<number, Arm> | undefined,
  expected: Expected,
): Promise<{ label: LabelState; arms: Map<number, Arm> }> {
  for (let attempt = 0; ; attempt++) {
    const label = given && attempt === 0 ? given : await readLabel(http, labelName);
    const arms = new Map<number, Arm>();
    const wanted: [number, string | undefined][] = [[label.version, undefined]];
    if (label.holdout) {
      wanted.splice(
        0,
        1,
        ...holdoutProbeKeys(label).map((p) => [p.version, p.key] as [number, string]),
      );
    } else if (label.split) {
      const keys = probeKeys(label.split.salt, label.split.percent);
      wanted[0]![1] = keys.label;
      wanted.push([label.split.version, keys.split]);
    }
    let raced = false;
    for (const [version, key] of wanted) {
      const arm = await readArm(http, {
        label: labelName,
        version,
        key,
        // A version read once already (the baseline is also the label's) is checked again.
        previous: arms.get(version) ?? previous?.get(version),
        expected,
      });
      if (arm === 'raced') raced = true;
      else arms.set(version, arm);
    }
    if (!raced) return { label, arms };
    if (attempt >= 2) {
      const split = label.split ? ` with ${label.split.percent}% on ${label.split.version}` : '';
      throw new RejectedDocument(
        `The label read says version ${label.version}${split}, but the studio served its keys other versions on 3 reads: it kept moving, or the label was altered on the way.`,
        label.version,
      );
    }
  }
}
