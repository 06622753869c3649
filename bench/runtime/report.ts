/** Percentiles, number formatting and the PASS/FAIL lines the runtime bench prints. */
import { percentile } from '../../src/harness/evaluation/latency-stats';

export const p = (values: readonly number[], q: number): number => percentile(values, q) ?? NaN;
export const median = (values: readonly number[]) => p(values, 50);
export const f = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** Each measured value minus the direct one of the same round. */
export const paired = (through: readonly number[], direct: readonly number[]) =>
  through.map((t, i) => t - direct[i]!);

export interface Check {
  name: string;
  value: string;
  target: string;
  pass: boolean;
}

export const checks: Check[] = [];

/** Records a target line; printed together at the end. */
export function check(name: string, value: string, target: string, pass: boolean): void {
  checks.push({ name, value, target, pass });
}

export function table(title: string, head: string[], rows: string[][]): void {
  console.log(`\n${title}\n`);
  console.log(`| ${head.join(' | ')} |`);
  console.log(`| ${head.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
}

export function printChecks(): boolean {
  table(
    'Targets',
    ['target', 'measured', 'bound', 'result'],
    checks.map((c) => [c.name, c.value, c.target, c.pass ? 'PASS' : 'FAIL']),
  );
  return checks.every((c) => c.pass);
}
