export type CliArgs =
  | { kind: 'run'; path: string; json: boolean }
  | { kind: 'help' }
  | { kind: 'usage'; message: string };

export const USAGE =
  'Usage: npm run validate -- <harness.json | harness.yaml | folder> [--json]\n' +
  '  Checks a harness and prints one line per problem.\n' +
  '  Exit code: 0 valid (warnings allowed), 1 errors found, 2 usage error.\n';

export function parseArgs(argv: readonly string[]): CliArgs {
  let json = false;
  const paths: string[] = [];
  for (const arg of argv) {
    if (arg === '--') continue;
    if (arg === '--json') json = true;
    else if (arg === '--help' || arg === '-h') return { kind: 'help' };
    else if (arg.startsWith('-') && arg !== '-')
      return { kind: 'usage', message: `Unknown option ${arg}.` };
    else paths.push(arg);
  }
  if (paths.length === 0)
    return { kind: 'usage', message: 'Give the harness file or folder to check.' };
  if (paths.length > 1)
    return { kind: 'usage', message: 'Give one harness file or folder at a time.' };
  return { kind: 'run', path: paths[0] as string, json };
}
