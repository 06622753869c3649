import { hasErrors } from '../../src/harness/diagnostics';
import { validateHarness } from '../../src/harness/validate';
import { USAGE, parseValidateArgs } from './args';
import { readHarness } from './read-harness';
import { formatJson, formatText } from './report';
import { UsageError } from './usage-error';

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The whole command; returns the exit code so tests can run it without a process. */
export async function runValidate(argv: readonly string[], io: Output): Promise<number> {
  const args = parseValidateArgs(argv);
  if (args.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  if (args.kind === 'usage') {
    io.err(`${args.message}\n${USAGE}`);
    return 2;
  }
  try {
    const input = await readHarness(args.path);
    const checked = input.document === undefined ? [] : validateHarness(input.document).diagnostics;
    const diagnostics = [...input.diagnostics, ...checked];
    io.out(
      args.json
        ? formatJson(args.path, diagnostics, input.sources)
        : formatText(diagnostics, input.sources),
    );
    return hasErrors(diagnostics) ? 1 : 0;
  } catch (e) {
    // Anything unexpected is not a verdict on the harness, so it never looks like exit 1.
    const message = e instanceof UsageError ? e.message : `Unexpected failure: ${String(e)}`;
    io.err(`${message}\n`);
    return 2;
  }
}
