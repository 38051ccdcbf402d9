// Migration 0018 (issue 20) on a database that already has members: a member's saved shipping
// address (users.shipping, spec §3 User) becomes their first, default address-book entry; a member
// without one gets none. Runs the migrations up to 0017 from a copy of the folder, then all of them
// (on PGlite either way: the PostgreSQL pass applies the same SQL to every fresh test database).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, expect, it } from "vitest";
import { migrationsDir } from "../paths";
import * as schema from "./schema";

const before = mkdtempSync(path.join(tmpdir(), "collins-migrations-"));
afterAll(() => rmSync(before, { recursive: true, force: true }));

it("makes each member's saved shipping address their default entry (migration 0018)", async () => {
  cpSync(migrationsDir, before, { recursive: true });
  const journalFile = path.join(before, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  // Up to 0017 only: drizzle applies a migration only if it is newer than the last one applied.
  journal.entries = journal.entries.filter((entry) => entry.idx < 18);
  writeFileSync(journalFile, JSON.stringify(journal));

  const client = new PGlite();
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: before });
    await client.query(
      `INSERT INTO users (email, first_name, shipping) VALUES
        ('saved@collins.kr', '하늘', '{"first_name":"하늘","last_name":"김","postcode":"04778","address_1":"서울 성동구 성수이로 78","address_2":"3층","phone":"010-1234-5678"}'),
        ('none@collins.kr', '바다', NULL)`,
    );
    await migrate(db, { migrationsFolder: migrationsDir });
    const rows = await client.query(
      `SELECT u.email, a.recipient_name, a.phone, a.postcode, a.address_1, a.address_2, a.is_default
       FROM member_addresses a JOIN users u ON u.id = a.user_id`,
    );
    expect(rows.rows).toEqual([
      {
        email: "saved@collins.kr",
        recipient_name: "김하늘",
        phone: "010-1234-5678",
        postcode: "04778",
        address_1: "서울 성동구 성수이로 78",
        address_2: "3층",
        is_default: true,
      },
    ]);
  } finally {
    await client.close();
  }
});
