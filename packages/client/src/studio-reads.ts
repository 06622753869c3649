import { labelStateOf, type LabelState } from './label-state';
import { verifyText, type Arm, type Expected } from './snapshot';
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
  const found = (labels as { name?: unknown; version?: unknown }[]).find((l) => l?.name === name);
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
