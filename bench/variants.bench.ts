/**
 * Variant benchmark: 100 variants of the sample harness (families in
 * turn, seeds 1..100; target < 100 ms) and one variant per family of the 1,000-skill harness
 * (target < 50 ms each), against JSON round trips of the same documents measured in the same
 * run. Run with `npm run bench:variants`. Kinds are still being added: the bench times
 * whatever `VARIANT_KINDS` holds, prints it, and reports a kind that throws or a variant that
 * does not validate instead of stopping. Exit code 1 when a target is missed or a variant
 * fails.
 */
import { cpus, loadavg } from 'node:os';
import { measureRoundRobin } from './round-robin';
import { sampleHarness } from '../src/harness/sample';
import { harnessDocumentSchema, type HarnessDocument } from '../src/harness/schema/document';
import { generateLargeHarness } from '../src/harness/testing/generate';
import { validateHarness } from '../src/harness/validate';
import { applyKind, familyVariant } from '../src/harness/variants/apply';
import { applyControl, NEGATIVE_CONTROLS } from '../src/harness/variants/controls/index';
import { kindsOf, VARIANT_KINDS } from '../src/harness/variants/kinds';
import { planRun } from '../src/harness/variants/plan';
import { VARIANT_FAMILIES, type VariantFamily } from '../src/harness/variants/types';

const RUNS = 30;
const WARMUP = 5;
const SAMPLE_VARIANTS = 100;
const LARGE = { skills: 1_000, tools: 300, hooks: 50 };

interface Operation {
  name: string;
  /** Median target in ms; null for figures shown for information. */
  target: number | null;
  /** Index of the operation this one is compared with. */
  baseline: number;
  run: () => unknown;
}

function parsed(input: unknown, what: string): HarnessDocument {
  const result = validateHarness(input);
  if (!result.document || result.diagnostics.some((d) => d.severity === 'error')) {
    console.error(`The ${what} is not valid:`, result.diagnostics.slice(0, 5));
    process.exit(1);
  }
  return result.document;
}

const sample = harnessDocumentSchema.parse(sampleHarness);
// Parsed like the sample, so both documents carry every default (what kinds receive).
const large = harnessDocumentSchema.parse(parsed(generateLargeHarness(LARGE), 'generated harness'));

// Check once, untimed: a kind that throws or a variant with errors is reported, not timed.
const failures: string[] = [];
function check(what: string, make: () => { document: HarnessDocument } | null): boolean {
  try {
    const variant = make();
    if (!variant) return true;
    const errors = validateHarness(variant.document).diagnostics.filter(
      (d) => d.severity === 'error',
    );
    if (errors.length > 0) {
      failures.push(`${what}: ${errors.length} validation error(s), first: ${errors[0]!.message}`);
    }
    return true;
  } catch (err) {
    failures.push(`${what}: threw ${(err as Error).message}`);
    return false;
  }
}

const sampleFamily = (i: number): VariantFamily =>
  VARIANT_FAMILIES[(i - 1) % VARIANT_FAMILIES.length]!;
const seeds = Array.from({ length: SAMPLE_VARIANTS }, (_, k) => k + 1);
const sampleUsable = seeds.every((i) =>
  check(`sample, ${sampleFamily(i)} seed ${i}`, () => familyVariant(sample, sampleFamily(i), i)),
);
const largeUsable = new Map(
  VARIANT_FAMILIES.map((f) => [
    f,
    check(`1,000-skill harness, ${f}`, () => familyVariant(large, f, 1)),
  ]),
);
for (const c of NEGATIVE_CONTROLS) {
  check(`1,000-skill harness, control ${c.id}`, () => applyControl(large, c, 1));
}

const roundTrip = (doc: HarnessDocument) => JSON.parse(JSON.stringify(doc)) as unknown;
const operations: Operation[] = [
  {
    name: `sample: ${SAMPLE_VARIANTS} x JSON round trip (baseline)`,
    target: null,
    baseline: 0,
    run: () => {
      for (let i = 0; i < SAMPLE_VARIANTS; i++) roundTrip(sample);
    },
  },
];
if (sampleUsable) {
  operations.push({
    name: `sample: ${SAMPLE_VARIANTS} variants (families in turn, seeds 1..${SAMPLE_VARIANTS})`,
    target: 100,
    baseline: 0,
    run: () => {
      for (const i of seeds) familyVariant(sample, sampleFamily(i), i);
    },
  });
}
operations.push({
  name: 'sample: planRun K=3 (19 arms + controls, info)',
  target: null,
  baseline: 0,
  run: () => planRun(sample, { variantsPerFamily: 3, seed: 1 }),
});
const largeBaseline = operations.length;
operations.push({
  name: '1,000 skills: JSON round trip (baseline)',
  target: null,
  baseline: largeBaseline,
  run: () => roundTrip(large),
});
for (const family of VARIANT_FAMILIES) {
  if (!largeUsable.get(family)) continue;
  operations.push({
    name: `1,000 skills: ${family} variant`,
    target: 50,
    baseline: largeBaseline,
    run: () => familyVariant(large, family, 1),
  });
}
// Where a family's time goes: each kind alone (each includes the JSON copy applyKind makes).
for (const kind of VARIANT_KINDS) {
  if (!largeUsable.get(kind.family)) continue;
  operations.push({
    name: `1,000 skills: kind ${kind.family}/${kind.id} (info)`,
    target: null,
    baseline: largeBaseline,
    run: () => applyKind(large, kind, 1),
  });
}
operations.push({
  name: '1,000 skills: all negative controls (info)',
  target: null,
  baseline: largeBaseline,
  run: () => {
    for (const c of NEGATIVE_CONTROLS) applyControl(large, c, 1);
  },
});

const results = measureRoundRobin(operations, { warmup: WARMUP, runs: RUNS });

const cpu = cpus();
const kb = (doc: HarnessDocument) => (JSON.stringify(doc).length / 1024).toFixed(0);
console.log(
  `Variant benchmark: the sample (${sample.skills.length} skills, ${sample.tools.length} tools, ` +
    `${kb(sample)} KiB) and a generated harness (${LARGE.skills} skills, ${LARGE.tools} tools, ` +
    `${LARGE.hooks} hooks, ${kb(large)} KiB)`,
);
console.log(
  `Machine: ${cpu[0]?.model ?? 'unknown CPU'} x${cpu.length}, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${RUNS} rounds after ${WARMUP} warm-up rounds`,
);
console.log('Kinds registered:');
for (const family of VARIANT_FAMILIES) {
  const ids = kindsOf(family).map((k) => k.id);
  console.log(`  ${family.padEnd(17)} ${ids.length > 0 ? ids.join(', ') : '(none yet)'}`);
}
console.log(`  controls          ${NEGATIVE_CONTROLS.map((c) => c.id).join(', ')}`);
console.log('');
const ms = (n: number) => n.toFixed(2).padStart(9);
console.log(
  `${'operation'.padEnd(72)}${'median'.padStart(9)}${'P95'.padStart(9)}${'min'.padStart(9)}` +
    `${'CPU med'.padStart(9)}${'x base'.padStart(8)}  target (median)`,
);
let missed = 0;
operations.forEach(({ name, target, baseline }, k) => {
  const s = results[k]!;
  const ratio = (s.median / results[baseline]!.median).toFixed(1).padStart(8);
  const verdict = target === null ? '' : `< ${target} ms  ${s.median < target ? 'PASS' : 'MISS'}`;
  if (target !== null && s.median >= target) missed++;
  console.log(
    `${name.padEnd(72)}${ms(s.median)}${ms(s.p95)}${ms(s.min)}${ms(s.cpu)}${ratio}  ${verdict}`,
  );
});
console.log('');
for (const f of failures) console.log(`FAILED ${f}`);
console.log(
  missed === 0 && failures.length === 0
    ? 'All targets met; every variant checked is valid.'
    : `${missed} target(s) missed, ${failures.length} variant failure(s).`,
  "Times in ms (wall clock); CPU med is this process's CPU time; x base is against the JSON " +
    'round trip of the same document (100 of them for the sample).',
);
process.exitCode = missed === 0 && failures.length === 0 ? 0 : 1;
