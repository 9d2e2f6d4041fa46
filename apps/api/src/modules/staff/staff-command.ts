import { parseArgs } from 'node:util';
import { grantRoleBodySchema, STAFF_ROLES, type StaffRole } from '@lp/contract/staff';
import { generate } from 'otplib';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { DEMO_STAFF } from '../../db/seed/staff-seed.ts';
import { memoryBroadcast } from '../../platform/broadcast.ts';
import { systemClock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { createLogger } from '../../platform/logger.ts';
import { createSessionVersions } from '../../platform/session-versions.ts';
import { createStaffDirectory } from '../../platform/staff-directory.ts';
import { createStaffService, type StaffActor } from './service.ts';
import { createTotpService } from './totp-service.ts';

const USAGE = `Usage:
  npm run staff -- grant <email> <role> [--institute <slug>] [--company <slug>]
  npm run staff -- revoke <email> <role> [--institute <slug>] [--company <slug>]
  npm run staff -- totp <email>      prints the current code of the account's authenticator app
Roles: ${STAFF_ROLES.join(', ')}. Grants and revokes are written to the audit log (actor: cli).`;

/**
 * `npm run staff`: the first admin's way in (after that, admins grant roles in the console), and
 * the demo's authenticator codes. With the embedded database, stop the server first (one process
 * owns DATA_DIR); `totp` of a demo account works meanwhile from the seeded secret.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { institute: { type: 'string' }, company: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, email, role] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (values.help || !command || !email || !['grant', 'revoke', 'totp'].includes(command)) fail(USAGE);
if (command !== 'totp' && !STAFF_ROLES.includes(role as StaffRole)) fail(`Name a role: ${STAFF_ROLES.join(', ')}.`);

const config = loadConfig();
let handle: Awaited<ReturnType<typeof openDatabase>>;
try {
  handle = await openDatabase(config);
} catch (error) {
  const demo = DEMO_STAFF.find((member) => member.email === email.toLowerCase());
  if (error instanceof DataDirLockedError && command === 'totp' && demo) {
    console.log(await generate({ secret: demo.totpSecret }));
    process.exit(0);
  }
  if (error instanceof DataDirLockedError) fail('The server is using the embedded database: stop it first, then run this again.');
  throw error;
}

try {
  await handle.migrate();
  const logger = createLogger({ level: 'warn', pretty: false });
  const directory = createStaffDirectory(handle.db, systemClock);
  const totp = createTotpService(handle.db, { clock: systemClock });
  const sessions = createSessionVersions(handle.db, { broadcast: memoryBroadcast(), logger });
  const staff = createStaffService(handle.db, { directory, totp, sessions, clock: systemClock });
  const user = await staff.userByEmail(email);
  if (!user) fail(`There is no account with the email ${email}.`);
  const cli: StaffActor = { actor: null, role: 'cli', ip: null };
  const describe = (roles: Awaited<ReturnType<typeof staff.grantRole>>) =>
    roles.length === 0
      ? 'no roles'
      : roles
          .map((r) => r.role + (r.institute ? ` (${r.institute.slug})` : '') + (r.company ? ` (${r.company.slug})` : ''))
          .join(', ');

  if (command === 'totp') {
    const code = await totp.currentCode(user.id);
    if (!code) fail(`${user.email} has no authenticator app set up.`);
    console.log(code);
  } else if (command === 'grant') {
    const body = grantRoleBodySchema.safeParse({ role, institute: values.institute, company: values.company });
    if (!body.success) fail(body.error.issues.map((issue) => issue.message).join(' '));
    const roles = await staff.grantRole(cli, user.id, body.data);
    console.log(`${user.email} now holds: ${describe(roles)}.`);
  } else {
    const roles = await staff.revokeRole(cli, user.id, role as StaffRole, {
      institute: values.institute,
      company: values.company,
    });
    console.log(`${user.email} now holds: ${describe(roles)}.`);
  }
} catch (error) {
  if (error instanceof ApiError) fail(error.fields ? Object.values(error.fields).join(' ') : error.message);
  throw error;
} finally {
  await handle.close();
}
