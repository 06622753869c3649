/**
 * Start time of the server: from spawning the process to its first successful
 * `GET /api/v1/health`, before (TypeScript transpiled by tsx on every boot, as `npm start`
 * used to run it) and after (plain JavaScript, the esbuild bundle `npm start` runs now).
 *
 *   npm run bench:start [-- --runs 7]
 *
 * Builds the bundle first. Every run starts on the same SQLite data folder, seeded by a
 * warm-up start (a restart, the usual case), and the variants alternate so load from
 * elsewhere falls on each alike.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const VARIANTS = [
  {
    name: 'before: tsx server/main.ts',
    command: 'node_modules/.bin/tsx',
    args: ['server/main.ts'],
  },
  {
    name: 'after: node --enable-source-maps dist-server/main.js',
    command: process.execPath,
    args: ['--enable-source-maps', 'dist-server/main.js'],
  },
  {
    name: 'after, no source maps: node dist-server/main.js',
    command: process.execPath,
    args: ['dist-server/main.js'],
  },
] as const;

const dataDir = mkdtempSync(join(tmpdir(), 'studio-start-bench-'));
const PORT = 3917;

/**
 * CPU time (user + system, ms) of a process and its descendants so far, from /proc: less
 * sensitive than wall time to a machine shared with other work. tsx runs the server in a
 * child process of its own, so the tree counts. NaN where there is no /proc.
 */
function treeCpuMs(pid: number): number {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return Number.NaN;
  // Fields after the command name: utime and stime are the 12th and 13th.
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  const childrenFile = `/proc/${pid}/task/${pid}/children`;
  const children = existsSync(childrenFile)
    ? readFileSync(childrenFile, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return children.reduce((sum, child) => sum + treeCpuMs(child), own);
}

interface StartTime {
  wallMs: number;
  cpuMs: number;
}

/** From spawn to the first 200 from /health (wall and CPU time); the process is stopped after. */
async function timeStart(command: string, args: readonly string[]): Promise<StartTime> {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited:\n${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wallMs: performance.now() - started, cpuMs: treeCpuMs(child.pid!) };
      if (performance.now() - started > 30_000) throw new Error(`no answer in 30 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

try {
  await timeStart(VARIANTS[1].command, VARIANTS[1].args); // seeds the data folder
  const times = VARIANTS.map(() => [] as StartTime[]);
  for (let i = 0; i < runs; i++) {
    const order = VARIANTS.map((_, v) => v);
    if (i % 2) order.reverse();
    for (const v of order) times[v]!.push(await timeStart(VARIANTS[v]!.command, VARIANTS[v]!.args));
  }
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`${runs} runs each, ${cpus().length} x ${cpu}, Node ${process.version}`);
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log('| command | median ms | min ms | max ms | CPU median ms |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  VARIANTS.forEach((variant, v) => {
    const wall = times[v]!.map((t) => t.wallMs);
    const cpu = median(times[v]!.map((t) => t.cpuMs));
    const row = [median(wall), Math.min(...wall), Math.max(...wall), cpu].map((x) => x.toFixed(0));
    console.log(`| \`${variant.name}\` | ${row.join(' | ')} |`);
  });
  const ratio = (v: number, key: keyof StartTime) => median(times[v]!.map((t) => t[key]));
  console.log(
    `before / after (medians): ${(ratio(0, 'wallMs') / ratio(1, 'wallMs')).toFixed(2)}x wall, ` +
      `${(ratio(0, 'cpuMs') / ratio(1, 'cpuMs')).toFixed(2)}x CPU`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
