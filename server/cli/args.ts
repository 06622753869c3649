import { parseArgs } from 'node:util';

export type CliArgs =
  | { kind: 'run'; path: string; json: boolean }
  | { kind: 'help' }
  | { kind: 'usage'; message: string };

export const USAGE =
  'Usage: npm run validate -- <harness.json | harness.yaml | folder> [--json]\n' +
  '  Checks a harness and prints one line per problem.\n' +
  '  Exit code: 0 valid (warnings allowed), 1 errors found, 2 usage error.\n';

export function parseValidateArgs(argv: readonly string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    return { kind: 'usage', message: (err as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (positionals.length === 0)
    return { kind: 'usage', message: 'Give the harness file or folder to check.' };
  if (positionals.length > 1)
    return { kind: 'usage', message: 'Give one harness file or folder at a time.' };
  return { kind: 'run', path: positionals[0]!, json: values.json ?? false };
}
