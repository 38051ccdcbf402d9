// `npm run admin:create -- --email … --password … [--role 대표|매니저|스태프]`: creates an operator
// with that role, the owner (대표) by default, or gives it to the member with that e-mail, on the
// configured database. On PGlite it stops when the shop runs (DATA_DIR lock).
import { parseArgs } from "node:util";
import { loadConfig, loadDotEnv } from "../server/config";
import { DataDirInUseError } from "../server/db/data-dir-lock";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/setup";
import { ROLE_LABELS, staffRoleNamed } from "../server/domain/admin/roles";
import { saveOperator } from "../server/domain/auth/operators";
import { DomainError } from "../server/domain/errors";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, role: { type: "string", default: "owner" } },
});
const role = staffRoleNamed(values.role ?? "");
if (!values.email || !values.password || !role) {
  console.error("Usage: npm run admin:create -- --email admin@example.kr --password '…' [--role 대표|매니저|스태프]");
  process.exit(2);
}
loadDotEnv();
let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  database = await openConfiguredDatabase(loadConfig());
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(
    `${error.message}; or run the shop on PostgreSQL (DATABASE_URL), where operators are added while it runs`,
  );
  process.exit(1);
}
try {
  await prepareDatabase(database);
  await saveOperator(database.db, values.email, values.password, role);
  console.log(`Operator ${values.email} (${ROLE_LABELS[role]}) is ready.`);
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
