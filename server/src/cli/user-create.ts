/**
 * `npm run user:create -- --name N --email E --password P [--role admin]`: creates an activated
 * member on the configured database (DATABASE_URL, else SQLITE_FILE), migrating it first. Exit
 * code 1, with the reason, when the arguments are refused or the nickname or e-mail is taken.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createMember, CreateMemberError, parseMemberArgs } from '../modules/users/create-member.ts';
import { UserRepository } from '../modules/users/repository.ts';

try {
  const args = parseMemberArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(database);
    const user = await createMember(new UserRepository(database.db), args);
    console.log(`member ${user.name} (id ${user.id}, role ${user.role_id}) created and activated on ${database.location}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof CreateMemberError ? error.message : error);
  process.exitCode = 1;
}
