// Operators made at start (DEMO_ADMIN_PASSWORD) and by `npm run admin:create` (issue 18): instances
// started together on one fresh database each save the same operator, and none of them fails.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/helpers/test-db";
import { users } from "../../db/schema";
import { DEMO_OPERATOR_EMAIL, saveOperator } from "./operators";
import { verifyPassword } from "./password";

const database = testDatabase();

describe("saveOperator", () => {
  it("saves one operator when several instances save it at once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 4 }, () => saveOperator(database.db, DEMO_OPERATOR_EMAIL, "demo-password-2024")),
    );
    const rows = await database.db.select().from(users).where(eq(users.email, DEMO_OPERATOR_EMAIL));
    expect(rows).toHaveLength(1);
    expect(new Set(ids)).toEqual(new Set([rows[0]?.id]));
    expect(rows[0]?.role).toBe("owner");
    expect(await verifyPassword(rows[0]?.passwordHash ?? "", "demo-password-2024")).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "saves one operator on PostgreSQL when every instance looked before any of them wrote",
    async () => {
      const email = "ops@collins.kr";
      // Inserts into users wait behind this SHARE lock while reads go on, so each save has found no
      // operator before the first insert lands: what two instances started together do.
      const saves = await database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE users IN SHARE MODE`);
        const pending = Array.from({ length: 3 }, () =>
          saveOperator(database.db, email, "demo-password-2024").then(
            (id) => ({ id }),
            (error: unknown) => ({ error }),
          ),
        );
        await waitFor(async () => {
          const answer = await database.db.execute(
            sql`SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted AND relation = 'users'::regclass`,
          );
          return (answer as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting === 3;
        });
        return pending;
      });
      const outcomes = await Promise.all(saves);
      expect(outcomes.filter((outcome) => "error" in outcome)).toEqual([]);
      const rows = await database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      expect(outcomes.map((outcome) => ("id" in outcome ? outcome.id : 0))).toEqual([
        rows[0]?.id,
        rows[0]?.id,
        rows[0]?.id,
      ]);
    },
  );

  it("makes an existing member an operator with the new password, keeping the account", async () => {
    const now = new Date();
    const [member] = await database.db
      .insert(users)
      .values({
        email: "member@collins.kr",
        passwordHash: "x",
        firstName: "민지",
        termsAgreedAt: now,
        privacyAgreedAt: now,
      })
      .returning({ id: users.id });
    const id = await saveOperator(database.db, " Member@Collins.kr ", "another-password-77");
    expect(id).toBe(member?.id);
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ role: "owner", firstName: "민지" });
    expect(await verifyPassword(row?.passwordHash ?? "", "another-password-77")).toBe(true);
  });

  it("gives the role it is asked for (issue 22: `admin:create -- --role 스태프`)", async () => {
    const id = await saveOperator(database.db, "staff@collins.kr", "staff-password-2026", "staff");
    const [row] = await database.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("staff");
    await saveOperator(database.db, "staff@collins.kr", "staff-password-2026", "manager");
    const [again] = await database.db.select().from(users).where(eq(users.id, id));
    expect(again?.role).toBe("manager");
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the saves to queue");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
