/**
 * Core benchmark: validate and compile a large harness (1,000 skills, 300 tools, 50 hooks).
 * Run with `npm run bench:core`. Prints median, P95 and min per operation, the target,
 * PASS/MISS, and a same-run baseline (a JSON round trip of the same document).
 */
import { cpus, loadavg } from 'node:os';
import { compileRequest } from '../src/harness/compile';
import { diffHarness } from '../src/harness/diff';
import type { LiveContext } from '../src/harness/schema/live-context';
import { generateLargeHarness } from '../src/harness/testing/generate';
import { validateHarness } from '../src/harness/validate';

const RUNS = 30;
const WARMUP = 10;
const SIZE = { skills: 1_000, tools: 300, hooks: 50 };

interface Stats {
  median: number;
  p95: number;
  min: number;
}

function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] as number;
  return { median: at(0.5), p95: at(0.95), min: s[0] as number };
}

/** Times `fn(i)` for run i = 0..RUNS-1 after WARMUP untimed calls. */
function measure(fn: (i: number) => unknown): Stats {
  for (let i = 0; i < WARMUP; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn(i);
    samples.push(performance.now() - t0);
  }
  return stats(samples);
}

const input = generateLargeHarness(SIZE);
const validated = validateHarness(input);
if (!validated.document || validated.diagnostics.length > 0) {
  console.error('The generated harness is not valid:', validated.diagnostics.slice(0, 5));
  process.exit(1);
}
const doc = validated.document;
// Fresh documents the validator's caches have never seen, made before timing starts.
const coldInputs = Array.from({ length: WARMUP + RUNS }, (_, i) =>
  generateLargeHarness({ ...SIZE, salt: ` #${i}` }),
);
const edited = structuredClone(doc);
edited.skills[500]!.instructions += '\n6. 新增一条规则。';

const context: LiveContext = {
  product: {
    id: 'SKU-1024',
    name: '6A 桑蚕丝枕套',
    price: 199,
    listPrice: 299,
    highlights: ['双面真丝', '可机洗'],
    specs: { 尺寸: '48x74cm', 重量: '22 姆米' },
  },
  viewer: { nickname: '小米', kind: 'member', memberTier: 'gold' },
  now: '2026-12-12T12:30:00Z',
  comments: ['有券吗', '几天发货', '能机洗吗'],
};

const baseline = measure(() => JSON.parse(JSON.stringify(input)));
const rows: [string, Stats, number | null][] = [
  ['JSON.parse(JSON.stringify(doc)) (baseline)', baseline, null],
  ['validateHarness (repeat, caches warm)', measure(() => validateHarness(input)), 50],
  ['validateHarness (new document each run)', measure((i) => validateHarness(coldInputs[i])), 50],
  ['compileRequest', measure(() => compileRequest(doc, context)), 10],
  ['diffHarness (one skill edited, info)', measure(() => diffHarness(doc, edited)), null],
];

const bytes = JSON.stringify(input).length;
const request = JSON.stringify(compileRequest(doc, context)).length;
const cpu = cpus();
const ms = (n: number) => n.toFixed(2).padStart(8);
console.log(
  `Core benchmark: ${SIZE.skills} skills, ${SIZE.tools} tools, ${SIZE.hooks} hooks ` +
    `(${(bytes / 1024).toFixed(0)} KiB JSON; compiled request ${(request / 1024).toFixed(0)} KiB)`,
);
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'} x${cpu.length}, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${RUNS} runs after ${WARMUP} warm-up runs`,
);
console.log('');
console.log(
  `${'operation'.padEnd(44)}${'median'.padStart(8)}${'P95'.padStart(8)}${'min'.padStart(8)}` +
    `  ${'x baseline'.padStart(10)}  target`,
);
let missed = 0;
for (const [name, s, target] of rows) {
  const ratio = (s.median / baseline.median).toFixed(1).padStart(10);
  const verdict =
    target === null ? '' : `< ${target} ms  ${s.median < target ? 'PASS' : 'MISS'} (median)`;
  if (target !== null && s.median >= target) missed++;
  console.log(`${name.padEnd(44)}${ms(s.median)}${ms(s.p95)}${ms(s.min)}  ${ratio}  ${verdict}`);
}
console.log('');
console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
