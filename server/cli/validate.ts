import { runValidate } from './run-validate';

// `npm run validate -- <file-or-folder> [--json]`
process.exitCode = await runValidate(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
