import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zhCN } from './zh-cn';

// Every problem code and audit action the release modules write has words in both
// languages: a code added there without them would reach a Chinese reader as English.
const MODULES = ['change-requests', 'schedules', 'webhooks', 'labels'];
// Refusals those routes answer with that are written elsewhere: the publish gate, a shop's
// change locked by its scheduled request.
const ALSO = ['test-runs/gate.ts', 'shops/overlay-proposal.ts'];

/** A module's source files, its routes/ folder included. */
function sources(module: string): string[] {
  const dir = join(process.cwd(), 'server/modules', module);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.includes('.test.') && !f.endsWith('-testing.ts'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

const alsoSources = () =>
  ALSO.map((f) => readFileSync(join(process.cwd(), 'server/modules', f), 'utf8'));

const DOTTED = /'([a-z_]+(?:\.[a-z_]+)+)'/g;
const all = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => m[1]!);

function written() {
  const codes = new Set<string>();
  const actions = new Set<string>();
  for (const text of [...MODULES.flatMap(sources), ...alsoSources()]) {
    for (const c of all(text, /code: '([a-z_.]+)'/g)) codes.add(c);
    for (const c of all(text, /invalidField\(\s*[^,]+,\s*'([a-z_.]+)'/g)) codes.add(c);
    // `action: 'x'` or `action: cond ? 'x' : 'y'`, and setState(tx, row, state, who, 'x').
    for (const line of all(text, /action: ([^,\n]+)/g)) {
      for (const a of all(line, DOTTED)) actions.add(a);
    }
    for (const call of all(text, /setState\(([^;]*?)\)/gs)) {
      for (const a of all(call, DOTTED)) actions.add(a);
    }
  }
  return { codes: [...codes].sort(), actions: [...actions].sort() };
}

const CJK = /[\u4e00-\u9fff]/;
const lookup = (dict: Record<string, unknown>, key: string) => dict[key];

describe('release words: every code and audit action, in both languages', () => {
  const { codes, actions } = written();

  it('finds what the modules write (the scan itself works)', () => {
    expect(codes).toEqual(
      expect.arrayContaining([
        'change_request.own',
        'change_request.state',
        'change_request.no_schedule',
        'gate.below_threshold',
        'harness.archived',
        'label.approvals_required',
        'overlay.review_scheduled',
        'schedule.past',
        'webhook.url.internal',
      ]),
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'approvals.override',
        'change_request.approve',
        'label.move',
        'schedule.fire',
        'webhook.redeliver',
      ]),
    );
  });

  it('says each problem code in English and in Chinese', () => {
    const missing = codes.filter((c) => {
      const key = `problem.code.${c}`;
      return !(key in en) || !CJK.test(String(lookup(zhCN, key)));
    });
    expect(missing).toEqual([]);
  });

  it('names each audit action, and phrases it for the recent activity, in both languages', () => {
    const missing = actions.flatMap((a) =>
      [`enum.action.${a}`, `action.${a}`].filter(
        (key) => !(key in en) || !CJK.test(String(lookup(zhCN, key))),
      ),
    );
    expect(missing).toEqual([]);
  });
});
