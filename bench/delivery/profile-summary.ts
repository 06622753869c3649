/**
 * Where the studio's CPU time went during the timed runs, read from the V8 CPU profile that
 * `--profile` makes it write.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A timed run against the studio, in ms since the studio process was spawned. */
export interface TimedWindow {
  name: string;
  from: number;
  to: number;
}

/** Where a URL's code comes from: a package, node internals, or our server / core. */
function area(url: string): string {
  if (!url) return '(V8: GC, native, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const ours = /\/(server|src)\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}${url ? ` ${area(url)}:${lineNumber + 1}` : ''}`;
}

/**
 * Self time by area and by function, and inclusive time of the functions on the stack, for
 * the samples inside each window (idle excluded). Windows are shrunk by 250 ms at each end:
 * the profile's clock starts a little after the spawn.
 */
export function summarizeProfile(file: string, windows: TimedWindow[]): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times: number[] = [];
  let t = 0;
  for (const d of profile.timeDeltas) times.push((t += d) / 1000);
  for (const name of [...new Set(windows.map((w) => w.name))]) {
    const mine = windows.filter((w) => w.name === name);
    const inside = (ms: number) => mine.some((w) => ms >= w.from + 250 && ms <= w.to - 250);
    const selfByArea = new Map<string, number>();
    const selfByFn = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let busy = 0;
    let wall = 0;
    for (const w of mine) wall += Math.max(0, w.to - w.from - 500) * 1000;
    profile.samples.forEach((id, i) => {
      const us = profile.timeDeltas[i + 1] ?? 0;
      if (!inside(times[i]!)) return;
      const node = byId.get(id)!;
      if (node.callFrame.functionName === '(idle)') return;
      busy += us;
      const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + us);
      add(selfByArea, area(node.callFrame.url));
      add(selfByFn, frameName(node));
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = frameName(byId.get(n)!);
        if (!seen.has(f)) add(inclusive, f);
        seen.add(f);
      }
    });
    const top = (m: Map<string, number>, n: number, skip = /^$/) =>
      [...m.entries()]
        .filter(([k]) => !skip.test(k))
        .sort((x, y) => y[1] - x[1])
        .slice(0, n)
        .map(([k, us]) => `    ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${k}`)
        .join('\n');
    console.log(
      `\nStudio CPU profile, ${name}: busy ${((100 * busy) / wall).toFixed(0)}% of the timed wall time; shares of busy time:`,
    );
    console.log('  Self time by area:\n' + top(selfByArea, 14));
    console.log('  Self time by function:\n' + top(selfByFn, 20));
    console.log(
      '  Inclusive time (ours and the frameworks):\n' +
        top(
          inclusive,
          30,
          /^\((root|program|garbage collector)\)|processTicksAndRejections|runMicrotasks|^\(anonymous\) node:/,
        ),
    );
  }
}
