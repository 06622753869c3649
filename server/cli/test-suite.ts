import { runTestSuite } from './test-suite-run';

// `npm run test-suite -- --harness ID --target draft|vN|label:NAME [--server URL] [--junit FILE]`
process.exitCode = await runTestSuite(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
