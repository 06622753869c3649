// Creates a token (the first admin's, typically) straight in the database the server uses.
// Usage: npm run create-token -- --role admin --name alice [--shop <shopId>]
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { ROLES, type Role } from '../auth/roles';
import { createToken } from '../modules/tokens/token-store';

function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run create-token -- --role <${ROLES.join('|')}> --name <name> [--shop <shopId>]`,
  );
  process.exit(2);
}

function options() {
  try {
    return parseArgs({
      options: { role: { type: 'string' }, name: { type: 'string' }, shop: { type: 'string' } },
      strict: true,
    }).values;
  } catch (err) {
    // A mistyped option (--shpo) must not create a token without it.
    return usage((err as Error).message);
  }
}

const values = options();
const role = values.role;
if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
  usage('Give a valid --role.');
if (typeof values.name !== 'string' || values.name.trim() === '') usage('Give a --name.');
if (role === 'merchant' && typeof values.shop !== 'string') usage('A merchant token needs --shop.');

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { token, plaintext } = await createToken(db, {
    name: values.name,
    role: role as Role,
    shopId: typeof values.shop === 'string' ? values.shop : null,
    actor: 'command-line',
  });
  console.log(
    `Created ${token.role} token "${token.name}" (id ${token.id}). It is shown only once:`,
  );
  console.log(plaintext);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
