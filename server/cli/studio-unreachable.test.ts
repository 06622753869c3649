import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { runRobustness } from './robustness-run';
import { runTestSuite } from './test-suite-run';

// A port just freed: nothing listens, as for a studio started on another port.
let NOWHERE = '';
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  NOWHERE = `http://127.0.0.1:${port}`;
});

function io(env: Record<string, string | undefined> = {}) {
  const lines = { out: '', err: '' };
  return {
    lines,
    io: { out: (t: string) => (lines.out += t), err: (t: string) => (lines.err += t), env },
  };
}

describe('a CLI that cannot reach the studio', () => {
  for (const [name, run] of [
    ['test-suite', runTestSuite],
    ['robustness', runRobustness],
  ] as const) {
    it(`${name} names the URL it tried and how to change it`, async () => {
      const { lines, io: cliIo } = io({ STUDIO_URL: NOWHERE });
      const code = await run(['--harness', 'sample', '--target', 'draft'], cliIo);
      expect(code).toBe(1);
      expect(lines.err).toContain(`Could not reach the studio at ${NOWHERE}`);
      expect(lines.err).toContain(`${NOWHERE}/api/v1/harnesses/sample/`);
      expect(lines.err).toMatch(/--server URL or STUDIO_URL/);
      expect(lines.err).toContain('ECONNREFUSED');
    });
  }

  it('the usage says where the server and token come from', async () => {
    for (const run of [runTestSuite, runRobustness]) {
      const { lines, io: cliIo } = io();
      expect(await run(['--help'], cliIo)).toBe(0);
      expect(lines.out).toMatch(/--server URL[\s\S]*STUDIO_URL[\s\S]*STUDIO_TOKEN/);
    }
  });

  it('--server wins over STUDIO_URL', async () => {
    const { lines, io: cliIo } = io({ STUDIO_URL: 'http://127.0.0.1:1' });
    await runTestSuite(['--harness', 'sample', '--target', 'draft', '--server', NOWHERE], cliIo);
    expect(lines.err).toContain(`Could not reach the studio at ${NOWHERE}`);
  });
});
