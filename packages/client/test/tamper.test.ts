/**
 * A proxy between the client and a real studio changes one field of what a host uses at a
 * time; each change is refused (`rejected`) and the last good document kept, or, for the
 * served tools, never used.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compileTools } from '../../../src/harness/compile';
import type { HarnessDocument } from '../../../src/harness/schema/document';
import { createHarnessClient, type HarnessClient, type HarnessClientEvents } from '../src';
import { tamperingProxy, type Alteration, type TamperingProxy } from './tampering-proxy';
import {
  createStudio,
  HARNESS,
  killChildren,
  publish,
  removeStudio,
  sleep,
  startStudio,
  type Studio,
} from './studio';

let studio: Studio;
let proxy: TamperingProxy;
const clients: HarnessClient[] = [];
let n = 100;

beforeAll(async () => {
  studio = await createStudio();
  await startStudio(studio);
  proxy = await tamperingProxy(studio.baseUrl);
  await publish(studio, n++);
}, 90_000);

afterAll(async () => {
  proxy.close();
  await removeStudio(studio);
  killChildren();
});

afterEach(async () => {
  proxy.alter = null;
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

async function until(what: string, ok: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

async function client(shop?: string) {
  const c = createHarnessClient({
    baseUrl: proxy.baseUrl,
    harnessId: HARNESS,
    label: 'staging',
    token: '',
    pollMs: 300,
    exposures: false,
    ...(shop ? { shop } : {}),
  });
  clients.push(c);
  const rejected: HarnessClientEvents['rejected'][0][] = [];
  c.on('rejected', (e) => rejected.push(e));
  await c.start();
  expect(c.current()?.source).toBe('studio');
  return { c, rejected };
}

type Resolved = {
  document: HarnessDocument;
  tools: unknown[];
  shop?: Record<string, unknown>;
} & Record<string, unknown>;
const onResolved =
  (change: (body: Resolved, headers: Record<string, unknown>) => void): Alteration =>
  (path, body, headers) => {
    if (path.endsWith('/resolved')) change(body as Resolved, headers);
  };
/** Only a shop's host body: the base's passes as it is. */
const onShop =
  (change: (body: Resolved, headers: Record<string, unknown>) => void): Alteration =>
  (path, body, headers) => {
    if (path.endsWith('/resolved') && (body as Resolved).shop) change(body as Resolved, headers);
  };

/** Publishes with `alter` on: refused, the last good one kept; then taken once it is off. */
async function refused(
  c: HarnessClient,
  rejected: { reason: string }[],
  alter: Alteration,
  why: RegExp,
) {
  const good = c.current()!;
  proxy.alter = alter;
  const next = await publish(studio, n++);
  try {
    await until(`rejected for ${String(why)}`, () => rejected.some((r) => why.test(r.reason)));
    expect(c.current()).toMatchObject({ version: good.version, contentHash: good.contentHash });
  } finally {
    proxy.alter = null;
  }
  await until('the untampered version', () => c.current()?.version === next);
  // Refreshes run one at a time: none altered is still to come once the good one is in.
  rejected.length = 0;
}

const base: [string, Alteration, RegExp][] = [
  [
    'the document',
    onResolved((b) => void (b.document.model.temperature = 1.99)),
    /hashes to sha256:/,
  ],
  [
    'the content hash',
    onResolved((b) => void (b.contentHash = `sha256:${'0'.repeat(64)}`)),
    /claims/,
  ],
  ['the version in the body', onResolved((b) => void (b.version = 1)), /says version 1/],
  ['the harness', onResolved((b) => void (b.harnessId = 'another')), /harness "another"/],
  [
    'the version header',
    onResolved((_, h) => void (h['x-harness-version'] = '1')),
    /served its keys other versions/,
  ],
];

const shop: [string, Alteration, RegExp][] = [
  ['the merged document', onShop((b) => void (b.document.model.temperature = 1.99)), /hashes to/],
  ['the shop document hash', onShop((b) => void (b.shop!.documentHash = 'sha256:x')), /claims/],
  ['the shop', onShop((b) => void (b.shop!.shopId = 'jinye-teahouse')), /shop jinye-teahouse/],
  [
    'the shop header',
    onShop((_, h) => void (h['x-harness-shop'] = 'jinye-teahouse')),
    /served for shop/,
  ],
  ['the overlay version', onShop((b) => void (b.shop!.overlayVersion = 99)), /overlay 99/],
];

describe('a proxy that alters what a host uses', () => {
  it('each field of the base body is refused and the last good document kept', async () => {
    const { c, rejected } = await client();
    for (const [what, alter, why] of base) {
      await refused(c, rejected, alter, why).catch((err: Error) => {
        throw new Error(`${what}: ${err.message}`);
      });
    }
  }, 120_000);

  it("each field of a shop's host body is refused", async () => {
    const { c, rejected } = await client('qingshan-tea');
    for (const [what, alter, why] of shop) {
      await refused(c, rejected, alter, why).catch((err: Error) => {
        throw new Error(`${what}: ${err.message}`);
      });
    }
  }, 120_000);

  it('served tools are never used: the host gets those of the verified document', async () => {
    const { c, rejected } = await client();
    proxy.alter = onResolved(
      (b) => void (b.tools = [{ type: 'function', function: { name: 'pay_me' } }]),
    );
    const next = await publish(studio, n++);
    await until('the new version', () => c.current()?.version === next);
    proxy.alter = null;
    const got = c.current()!;
    expect(got.tools).toEqual(compileTools(got.document));
    expect(JSON.stringify(got)).not.toContain('pay_me');
    expect(rejected).toEqual([]);
  }, 60_000);

  it("the label's split, altered, is refused: the studio serves its keys otherwise", async () => {
    const { c, rejected } = await client();
    const a = await publish(studio, n++);
    await publish(studio, n++, 'staging', { version: a, percent: 40 });
    await until('the split', () => c.labelState()?.split?.percent === 40);
    proxy.alter = (path, body) => {
      if (!path.endsWith('/labels')) return;
      const staging = (body as { name: string; split: { percent: number } }[]).find(
        (l) => l.name === 'staging',
      )!;
      staging.split.percent = 70;
    };
    try {
      await until('rejected', () => rejected.length > 0);
    } finally {
      proxy.alter = null;
    }
    expect(rejected[0]!.reason).toMatch(/altered on the way/);
    expect(c.labelState()?.split?.percent).toBe(40);
  }, 60_000);
});
