/**
 * The write stream of the crash test and its record: what was sent, what was acknowledged,
 * and what was still in flight when the process was killed.
 */
import type { Draft as DraftRecord, VersionSummary } from '../../src/harness/records';
import type { EntityBody as DraftEntity } from './api-helpers';
import { api, sleep } from './crash-studio';

export type { DraftEntity, VersionSummary };
export type Draft = Omit<DraftRecord, 'entities'> & { entities: DraftEntity[] };

export interface AckedWrite {
  /** What the client sent. */
  sent: Record<string, unknown>;
  /** What the server said it stored (the sent value with defaults filled in). */
  stored: Record<string, unknown>;
  revision: number;
}

export interface AckedVersion extends VersionSummary {
  /** Skills whose creation was acknowledged before this version was requested. */
  skillsBefore: string[];
}

export interface WriteLog {
  /** `kind/key` -> the latest acknowledged write of that entity. */
  acked: Map<string, AckedWrite>;
  /** `kind/key` -> a write sent but never acknowledged (in flight at the kill). */
  inFlight: Map<string, { sent: Record<string, unknown>; after: number }>;
  versions: AckedVersion[];
  versionInFlight: boolean;
  /** Non-2xx answers or failures while the server was alive: none are expected. */
  unexpected: string[];
  ackCount: number;
}

export interface StreamOptions {
  baseUrl: string;
  draft: Draft;
  runId: string;
  isKilled: () => boolean;
}

async function put(
  log: WriteLog,
  o: StreamOptions,
  kind: string,
  key: string,
  sent: Record<string, unknown>,
  headers: Record<string, string>,
  expected: number,
  previousRevision: number,
): Promise<AckedWrite | null> {
  const entity = `${kind}/${key}`;
  log.inFlight.set(entity, { sent, after: previousRevision });
  let res: { status: number; body: DraftEntity };
  try {
    res = await api<DraftEntity>(o.baseUrl, 'PUT', `/draft/entities/${entity}`, {
      body: sent,
      headers,
    });
  } catch (err) {
    if (!o.isKilled()) log.unexpected.push(`PUT ${entity}: ${String(err)}`);
    return null;
  }
  if (res.status !== expected) {
    log.unexpected.push(`PUT ${entity}: ${res.status} ${JSON.stringify(res.body)}`);
    return null;
  }
  const ack = { sent, stored: res.body.value, revision: res.body.revision };
  log.inFlight.delete(entity);
  log.acked.set(entity, ack);
  log.ackCount++;
  return ack;
}

/** One writer: creates skills of its own and updates its own promotion, until the kill. */
export async function writer(log: WriteLog, o: StreamOptions, w: number): Promise<void> {
  const baseSkill = o.draft.entities.find((e) => e.kind === 'skill')!.value;
  const promotion = o.draft.entities.filter((e) => e.kind === 'promotion')[w]!;
  let revision = promotion.revision;
  for (let n = 0; !o.isKilled(); n++) {
    const id = `crash-${o.runId}-w${w}-${n}`;
    const skill = { ...baseSkill, id, name: `${String(baseSkill.name)} ${w}-${n}` };
    const created = await put(log, o, 'skill', id, skill, { 'if-none-match': '*' }, 201, 0);
    if (!created) return;
    const next = { ...promotion.value, name: `${String(promotion.value.name)} #${w}-${n}` };
    const updated = await put(
      log,
      o,
      'promotion',
      promotion.key,
      next,
      { 'if-match': `"${revision}"` },
      200,
      revision,
    );
    if (!updated) return;
    revision = updated.revision;
  }
}

/** Snapshots the draft as versions, one after the other, until the kill. */
export async function versioner(log: WriteLog, o: StreamOptions): Promise<void> {
  for (let n = 1; !o.isKilled(); n++) {
    const skillsBefore = [...log.acked.keys()].filter((k) => k.startsWith('skill/crash-'));
    const message = `crash ${o.runId} snapshot ${n}`;
    log.versionInFlight = true;
    let res: { status: number; body: VersionSummary };
    try {
      res = await api<VersionSummary>(o.baseUrl, 'POST', '/versions', { body: { message } });
    } catch (err) {
      if (!o.isKilled()) log.unexpected.push(`POST versions: ${String(err)}`);
      return;
    }
    if (res.status !== 201) {
      log.unexpected.push(`POST versions: ${res.status} ${JSON.stringify(res.body)}`);
      return;
    }
    log.versionInFlight = false;
    log.versions.push({ ...res.body, skillsBefore });
    await sleep(100);
  }
}
