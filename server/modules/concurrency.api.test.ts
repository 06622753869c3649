import { expect, it } from 'vitest';
import type { ApiResponse } from '../testing/api-client';
import { describeApi, type Caller } from '../testing/describe-api';
import {
  createSampleHarness,
  tagOf,
  tagged,
  type EntityBody,
  type ProblemBody,
} from '../testing/api-helpers';

interface Writer {
  who: Caller;
  kind: string;
  key: string;
}

/** 20 clients: 6 on one skill, 4 on the preferences, 2 on the prompt, 8 alone on their entity. */
const WRITERS: Writer[] = [
  ...(['ops', 'engineer', 'admin', 'ops', 'engineer', 'admin'] as const).map((who) => ({
    who,
    kind: 'skill',
    key: 'greeting',
  })),
  ...(['ops', 'engineer', 'ops', 'admin'] as const).map((who) => ({
    who,
    kind: 'preferences',
    key: 'preferences',
  })),
  { who: 'ops', kind: 'prompt', key: 'prompt' },
  { who: 'engineer', kind: 'prompt', key: 'prompt' },
  { who: 'ops', kind: 'skill', key: 'product-qa' },
  { who: 'engineer', kind: 'skill', key: 'coupon-push' },
  { who: 'admin', kind: 'skill', key: 'after-sales' },
  { who: 'ops', kind: 'skill', key: 'price-objection' },
  { who: 'ops', kind: 'promotion', key: 'double12-threshold' },
  { who: 'engineer', kind: 'promotion', key: 'new-viewer-coupon' },
  { who: 'admin', kind: 'promotion', key: 'baicha-flash-sale' },
  { who: 'ops', kind: 'promotion', key: 'member-95' },
];
const ROUNDS = 3;
const id = (e: { kind: string; key: string }) => `${e.kind}/${e.key}`;

describeApi('Concurrency', (api) => {
  async function draftOf(harnessId: string): Promise<Map<string, EntityBody>> {
    const res = await api.as<{ entities: EntityBody[] }>(
      'admin',
      'GET',
      `/harnesses/${harnessId}/draft`,
    );
    expect(res.status).toBe(200);
    return new Map(res.body.entities.map((e) => [id(e), e]));
  }

  it('20 clients edit one draft at once: one winner per entity, every loser 412 with its copy', async () => {
    expect(WRITERS).toHaveLength(20);
    const harnessId = await createSampleHarness(api, { prefix: 'race' });
    const path = (w: Writer) => `/harnesses/${harnessId}/draft/entities/${w.kind}/${w.key}`;
    const winnersByRound: Map<string, string>[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const base = await draftOf(harnessId);
      const tags = WRITERS.map((_, i) => `round ${round} writer ${i}`);
      const results: ApiResponse[] = await Promise.all(
        WRITERS.map((w, i) => {
          const entity = base.get(id(w))!;
          return api.as(w.who, 'PUT', path(w), {
            body: tagged(w.kind, entity.value, tags[i]!),
            headers: { 'if-match': `"${entity.revision}"` },
          });
        }),
      );
      expect(results.map((r) => r.status).filter((s) => s !== 200 && s !== 412)).toEqual([]);

      const winners = new Map<string, string>();
      for (const key of new Set(WRITERS.map(id))) {
        const racers = WRITERS.flatMap((w, i) => (id(w) === key ? [i] : []));
        const won = racers.filter((i) => results[i]!.status === 200);
        expect(won, `exactly one racer on ${key} wins`).toHaveLength(1);
        const winner = won[0]!;
        const revision = base.get(key)!.revision + 1;
        const saved = results[winner]!.body as EntityBody;
        expect(saved.revision).toBe(revision);
        expect(results[winner]!.headers.get('etag')).toBe(`"${revision}"`);
        expect(tagOf(saved.kind, saved.value)).toBe(tags[winner]);
        winners.set(key, tags[winner]!);
        for (const loser of racers.filter((i) => i !== winner)) {
          const res = results[loser]!;
          expect(res.headers.get('content-type')).toContain('application/problem+json');
          const current = (res.body as ProblemBody).current as EntityBody;
          expect(current).toMatchObject({ kind: saved.kind, key: saved.key, revision });
          expect(current.value).toEqual(saved.value);
        }
      }
      winnersByRound.push(winners);

      const after = await draftOf(harnessId);
      for (const [key, entity] of after) {
        const tag = winners.get(key);
        if (tag === undefined) {
          expect(entity, `${key} was not touched`).toEqual(base.get(key));
        } else {
          expect(tagOf(entity.kind, entity.value as Record<string, unknown>)).toBe(tag);
          expect(entity.revision).toBe(base.get(key)!.revision + 1);
        }
      }
    }

    // Every acknowledged write is in the audit log, in order; no rejected one is.
    const audit = await api.as<{ items: { action: string; entity: string; after: unknown }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${harnessId}&limit=100`,
    );
    const updates = audit.body.items.filter((a) => a.action === 'entity.update').reverse();
    expect(updates).toHaveLength(ROUNDS * winnersByRound[0]!.size);
    for (const key of winnersByRound[0]!.keys()) {
      const [kind] = key.split('/');
      const history = updates
        .filter((a) => a.entity === key)
        .map((a) => tagOf(kind!, a.after as Record<string, unknown>));
      expect(history).toEqual(winnersByRound.map((w) => w.get(key)));
    }
  });

  it('N concurrent POST /versions get the numbers 1..N, each once', async () => {
    const harnessId = await createSampleHarness(api, { prefix: 'versions' });
    const N = 12;
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        api.as<{ number: number; parentNumber: number | null }>(
          i % 2 ? 'ops' : 'engineer',
          'POST',
          `/harnesses/${harnessId}/versions`,
          { body: { message: `concurrent ${i}` } },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    const numbers = results.map((r) => r.body.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    for (const r of results)
      expect(r.body.parentNumber).toBe(r.body.number > 1 ? r.body.number - 1 : null);
    const list = await api.as<{ items: { number: number }[] }>(
      'admin',
      'GET',
      `/harnesses/${harnessId}/versions?limit=100`,
    );
    expect(list.body.items.map((v) => v.number)).toEqual([...numbers].reverse());
  });

  it('versions created during a stream of edits each snapshot one state of the draft', async () => {
    const harnessId = await createSampleHarness(api, { prefix: 'snap' });
    const skills = ['greeting', 'coupon-push', 'after-sales'];
    const path = (key: string) => `/harnesses/${harnessId}/draft/entities/skill/${key}`;
    const generations = 8;
    let done = false;

    // One writer: gen 1 into A, B, C, then gen 2 into A, B, C... Each draft state is a
    // prefix of this sequence: (n,n,n), (n+1,n,n) or (n+1,n+1,n).
    const writer = (async () => {
      const current = new Map<string, EntityBody>();
      for (const key of skills) {
        const res = await api.as<EntityBody>('engineer', 'GET', path(key));
        current.set(key, res.body);
      }
      for (let gen = 1; gen <= generations; gen++) {
        for (const key of skills) {
          const e = current.get(key)!;
          const res = await api.as<EntityBody>('engineer', 'PUT', path(key), {
            body: tagged('skill', e.value, `gen ${gen}`),
            headers: { 'if-match': `"${e.revision}"` },
          });
          expect(res.status, res.text).toBe(200);
          current.set(key, res.body);
        }
      }
      done = true;
    })();
    const creator = async (who: Caller) => {
      const made: number[] = [];
      while (!done && made.length < 15) {
        const res = await api.as<{ number: number }>(
          who,
          'POST',
          `/harnesses/${harnessId}/versions`,
          {
            body: { message: 'during edits' },
          },
        );
        expect(res.status, res.text).toBe(201);
        made.push(res.body.number);
      }
      return made;
    };
    const [, ...made] = await Promise.all([
      writer,
      creator('ops'),
      creator('admin'),
      creator('engineer'),
    ]);
    const numbers = made.flat().sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));

    const documents = await Promise.all(
      numbers.map((n) =>
        api.as<{ document: { skills: { id: string; description: string }[] } }>(
          'admin',
          'GET',
          `/harnesses/${harnessId}/versions/${n}`,
        ),
      ),
    );
    let previous = 0;
    for (const [i, res] of documents.entries()) {
      const gens = skills.map((key) => {
        const description = res.body.document.skills.find((s) => s.id === key)!.description;
        return Number(/^gen (\d+)$/.exec(description)?.[1] ?? 0);
      });
      const [a, b, c] = gens as [number, number, number];
      expect(a >= b && b >= c && a - c <= 1, `version ${numbers[i]} mixes drafts: ${gens}`).toBe(
        true,
      );
      // Numbers follow the order of the drafts they took.
      expect(a + b + c).toBeGreaterThanOrEqual(previous);
      previous = a + b + c;
    }
  });
});
