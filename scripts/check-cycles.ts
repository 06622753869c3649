// Import cycles, type-only imports included: `import-x/no-cycle` skips `import type`, yet a
// type cycle still ties the modules together (neither can move or be read alone), so this
// check counts every import, re-export and `import()` that resolves to a file of ours.
// Run `npx tsx scripts/check-cycles.ts`; it prints each cycle and exits 1 if there is one.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type ImportGraph = Map<string, string[]>;

/** Every file of the tsconfig project with the files of the project it imports. */
export function importGraph(tsconfigPath: string): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  const files = config.fileNames.filter((f) => !f.endsWith('.d.ts')).map((f) => resolve(f));
  const ours = new Set(files);
  const cache = ts.createModuleResolutionCache(dirname(tsconfigPath), (s) => s, config.options);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const found = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      if (found && ours.has(resolve(found))) targets.add(resolve(found));
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** One shortest cycle per strongly connected component (Tarjan), each as a file list. */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  // Iterative: the import chains are deep enough to worry a recursive walk.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, i] = frame;
      if (i === 0) {
        index.set(node, next);
        low.set(node, next++);
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        frame[1] = i + 1;
        const to = edges[i]!;
        if (!index.has(to)) work.push([to, 0]);
        else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = (graph.get(node) ?? []).includes(node);
        if (component.length > 1 || selfLoop) components.push(component.sort());
      }
    }
  }
  return components.map((c) => shortestCycle(graph, new Set(c), c[0]!));
}

function shortestCycle(graph: ImportGraph, within: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!;
    for (const to of graph.get(node) ?? []) {
      if (!within.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = findCycles(importGraph(resolve(root, 'tsconfig.json')));
  for (const cycle of cycles) {
    console.error(`Import cycle: ${cycle.map((f) => relative(root, f)).join(' -> ')}`);
  }
  if (cycles.length > 0) process.exit(1);
}
