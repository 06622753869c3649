import { oneLayer, twoLayers } from './hashing';

// The "Layers" part of the experiments bench, printed: its own function so it runs alone too
// (`npx tsx -e "import('./bench/experiments/layer-lines.ts').then((m) => m.layerLines(100_000))"`).

const n = (x: number) => Math.round(x).toLocaleString('en');
const pct = (x: number, of: number) => `${((100 * x) / of).toFixed(2)}%`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Prints the layer figures over `keys` viewer keys; false when a PASS/FAIL line fails. */
export function layerLines(keys: number): boolean {
  const t = performance.now();
  console.log(`\n## Layers, ${n(keys)} keys (the core's layersOfViewer, buckets placed first fit)`);
  const one = oneLayer([30, 50], keys);
  const apart = one.inBoth === 0;
  console.log(
    `one layer, experiments of 30% and 50%: in the first ${n(one.inFirst)} (${pct(one.inFirst, keys)}), ` +
      `in the second ${n(one.inSecond)} (${pct(one.inSecond, keys)}), in both ${one.inBoth} (need 0): ${verdict(apart)}`,
  );
  const two = twoLayers([40, 50], keys);
  const fits = two.fit.pValue > 0.01;
  const independent = two.independence.pValue > 0.01;
  const [[out, second], [first, both]] = two.table;
  console.log(
    `two layers, 40% x 50%: [neither ${n(out)}, second only ${n(second)}, first only ${n(first)}, both ${n(both)}]; ` +
      `in both ${n(two.both)} = ${pct(two.both, keys)} (product of shares: ${n(two.expectedBoth)} = 20.00%); ` +
      `the four cells against the shares' products: chi-square ${two.fit.chiSquare.toFixed(2)} (3 df), ` +
      `p ${two.fit.pValue.toFixed(3)} (need > 0.01): ${verdict(fits)}; independence: chi-square ` +
      `${two.independence.chiSquare.toFixed(2)} (1 df), p ${two.independence.pValue.toFixed(3)} (need > 0.01): ${verdict(independent)}`,
  );
  console.log(`(${((performance.now() - t) / 1000).toFixed(1)} s)`);
  return apart && fits && independent;
}
