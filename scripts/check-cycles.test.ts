import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './check-cycles';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throw-away project of the given files; returns the cycles found in it, by file name. */
function cyclesOf(files: Record<string, string>): string[][] {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
  dirs.push(dir);
  const compilerOptions = { module: 'Preserve', moduleResolution: 'bundler', noEmit: true };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, include: ['*.ts'] }));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return findCycles(importGraph(join(dir, 'tsconfig.json'))).map((c) => c.map((f) => basename(f)));
}

describe('check-cycles', () => {
  it('counts a type-only import as an edge of a cycle', () => {
    const cycles = cyclesOf({
      'a.ts': "import type { B } from './b';\nexport const a = 1;\nexport type A = B;\n",
      'b.ts': "import { a } from './a';\nexport type B = string;\nexport const b = a;\n",
    });
    expect(cycles).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('counts re-exports and dynamic imports, and names one cycle per tangle', () => {
    const cycles = cyclesOf({
      'a.ts': "export * from './b';\n",
      'b.ts': "export const load = () => import('./c');\n",
      'c.ts': "export { a } from './d';\n",
      'd.ts': "import './b';\nexport const a = 1;\n",
    });
    expect(cycles).toEqual([['b.ts', 'c.ts', 'd.ts', 'b.ts']]);
  });

  it('finds nothing where imports only go one way', () => {
    const cycles = cyclesOf({
      'a.ts': "import type { B } from './b';\nexport type A = B;\n",
      'b.ts': "import { c } from './c';\nexport type B = typeof c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    expect(cycles).toEqual([]);
  });
});
