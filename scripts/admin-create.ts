// `npm run admin:create -- --email … --password …`: creates an operator (or promotes the member
// with that e-mail) on the configured database. Stop the shop first when it runs on PGlite.
import { parseArgs } from "node:util";
import { loadConfig, loadDotEnv } from "../server/config";
import { openConfiguredDatabase, prepareDatabase } from "../server/db/setup";
import { saveOperator } from "../server/domain/auth/operators";
import { DomainError } from "../server/domain/errors";

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email admin@example.kr --password '…'");
  process.exit(2);
}
loadDotEnv();
const database = await openConfiguredDatabase(loadConfig());
try {
  await prepareDatabase(database);
  await saveOperator(database.db, values.email, values.password);
  console.log(`Operator ${values.email} is ready.`);
} catch (error) {
  console.error(error instanceof DomainError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
