import { runRobustness } from './robustness-run';

// `npm run robustness -- --harness ID --target draft|vN|label:NAME [--junit FILE] ...`
process.exitCode = await runRobustness(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
