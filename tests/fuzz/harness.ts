// Runs fast-check generated requests against the real app as a guest, a stranger with forged
// cookies, a member and an operator, and checks every answer: never 5xx, a refusal says why in
// Korean, and a refused request leaves the database exactly as it was.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { products } from "../../server/db/schema";
import { portOneSettingsOf } from "../../server/integrations/portone/config";
import { signPortOneWebhook } from "../../server/integrations/portone/webhook";
import { signedInMember, signedInOperator } from "../helpers/operator";
import { routedFetch, type Shopper, shopper } from "../helpers/shopper";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { documentsOf, hostileString, hostileValue, mutated, unstorable, valuesOf } from "./arbitraries";
import { type BodyPlan, type RoutePlan, routePlans } from "./routes";

/** Runs per route; `FUZZ_RUNS` raises it (npm run test:fuzz). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 10;

/** Tables a refused request may still write: the rate limiter counts refused attempts too. */
const WRITTEN_WHEN_REFUSED = new Set(["rate_limit_hits"]);

const HANGUL = /[\uac00-\ud7a3]/;

type Role = "guest" | "stranger" | "member" | "operator";

type FuzzRequest = { role: Role; path: string; method: string; headers: Record<string, string>; body?: BodyInit };

export type Endpoint = { method: string; pattern: string; key: string };

export type Fuzzer = {
  endpoints: Endpoint[];
  plans: Record<string, RoutePlan>;
  /** Sends `FUZZ_RUNS` generated requests to one endpoint and checks every answer. */
  fuzz(endpoint: Endpoint): Promise<void>;
  close(): Promise<void>;
};

export async function createFuzzer(): Promise<Fuzzer> {
  const t: TestApp = await createTestApp({ TRUST_PROXY: "on" }, { fetchImpl: routedFetch(() => t) });
  const plans = routePlans(Object.keys(t.config.business.redirects.videos));
  const webhookSecret = portOneSettingsOf(t.config)?.webhookSecret ?? "";
  const catalog = await t.database.db.select({ id: products.id, slug: products.slug }).from(products);
  const slugs = catalog.map((row) => row.slug);
  const snapshot = snapshotQuery(await tableNames(t));

  /** A cart with a line in it, so the cart and checkout routes have something to work on. */
  const withCart = async <S extends Shopper>(who: S): Promise<S> => {
    for (const { id } of catalog) {
      const added = await who.call("POST", "/api/cart/item/add", [{ product_id: id, quantity: 1 }]);
      if (added.status === 200) break;
    }
    return who;
  };

  const sessions: Record<Exclude<Role, "guest" | "stranger">, Shopper> = {
    member: await withCart(await signedInMember(t)),
    operator: await withCart(await signedInOperator(t)),
  };
  let guest = await withCart(shopper(t));

  const state = async () => {
    const result = await t.database.db.execute(sql.raw(snapshot));
    return (result as unknown as { rows: { state: Record<string, string> }[] }).rows[0]?.state ?? {};
  };

  const send = async (request: FuzzRequest) => {
    const init = { method: request.method, headers: request.headers, body: request.body };
    if (request.role === "stranger") {
      const forged = "collins_session=forged-session-token; collins_cart=forged-cart-token";
      return t.app.request(request.path, { ...init, headers: { ...request.headers, cookie: forged } });
    }
    const who = request.role === "guest" ? guest : sessions[request.role];
    return who.request(request.path, init);
  };

  const renew = async (role: Role) => {
    if (role === "member") sessions.member = await withCart(await signedInMember(t));
    if (role === "operator") sessions.operator = await withCart(await signedInOperator(t));
    if (role === "guest") guest = await withCart(shopper(t));
  };

  const endpoints = uniqueEndpoints(t);

  return {
    endpoints,
    plans,
    async fuzz(endpoint) {
      const plan = plans[endpoint.key];
      if (!plan) throw new Error(`no fuzz plan for ${endpoint.key}`);
      const requests = requestsFor(endpoint, plan, { slugs, webhookSecret });
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const before = await state();
          const response = await send(request);
          const text = await response.text();
          const what = `${request.role} ${request.method} ${request.path} → ${response.status} ${text.slice(0, 200)}`;
          expect(response.status, what).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get("content-type") ?? "", what).toContain("application/json");
            const message = (JSON.parse(text) as { message?: unknown }).message;
            expect(typeof message === "string" && HANGUL.test(message), what).toBe(true);
            const after = await state();
            const changed = Object.keys(after).filter(
              (table) => !WRITTEN_WHEN_REFUSED.has(table) && after[table] !== before[table],
            );
            expect(changed, `${what}: a refused request wrote to`).toEqual([]);
          } else if (plan.changesSession) {
            await renew(request.role);
          }
        }),
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      );
    },
    close: () => t.close(),
  };
}

/** Every route the API answers, once per method and path (middleware entries left out). */
function uniqueEndpoints(t: TestApp): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, { method: route.method, pattern: route.path, key });
  }
  return [...seen.values()];
}

async function tableNames(t: TestApp): Promise<string[]> {
  const result = await t.database.db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name).sort();
}

/** One row: per table its row count and a sum of row hashes, so any insert, update or delete shows. */
function snapshotQuery(tables: string[]): string {
  const fields = tables.map(
    (table) =>
      `'${table}', (SELECT count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text FROM "${table}" x)`,
  );
  return `SELECT json_build_object(${fields.join(", ")}) AS state`;
}

const roles = fc.constantFrom<Role>("guest", "stranger", "member", "operator");

const idParam = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      "2147483647",
      "2147483648",
      "99999999999999999999",
      "1.5",
      "1e3",
      "0x1",
      "NaN",
      "abc",
      "%00",
      "%F0%9F%95%AF",
      "%2e%2e",
      encodeURIComponent("가나다"),
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).filter(Boolean).map(encodeURIComponent) },
);

const rawQueries = fc.constantFrom("%ZZ", "%", "a=%E0%A4%A", "&&&", "=", "a=1&a=2&a=3", "page[]=1", "keyword=%00");

function queryFor(plan: RoutePlan): fc.Arbitrary<string> {
  const stray = fc.dictionary(fc.string({ maxLength: 12 }), hostileString, { maxKeys: 3 });
  const fields = plan.query ? documentsOf(plan.query) : stray;
  const encoded = fields.map((value) => {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return "";
    const params = new URLSearchParams();
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined) continue;
      params.append(key, typeof field === "string" ? field : JSON.stringify(field));
    }
    return params.toString();
  });
  return fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: rawQueries }, fc.constant(""));
}

type BodyParts = { headers: Record<string, string>; body?: BodyInit };

const JSON_TYPE = { "content-type": "application/json" };

const jsonText = (value: unknown) => JSON.stringify(value) ?? "";

/** Bodies that are not the expected JSON document at all. */
const strayBodies: fc.Arbitrary<BodyParts> = fc.oneof(
  fc
    .constantFrom("", "{", "nul", "[1,", '"unterminated', "undefined", "{'a':1}", "\u0000", "null", "[]", "{}")
    .map((body) => ({ headers: JSON_TYPE, body })),
  hostileValue.map((value) => ({ headers: JSON_TYPE, body: jsonText(value) })),
  hostileValue.map((value) => ({ headers: { "content-type": "text/plain" }, body: jsonText(value) })),
  fc.constant({ headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1&b=%00" }),
  fc.constant({ headers: { "content-type": "multipart/form-data" }, body: "--x\r\nbroken" }),
  fc.constant({ headers: JSON_TYPE, body: JSON.stringify({ huge: "가".repeat(1_200_000) }) }),
  fc.constant({ headers: {} }),
);

function jsonBodies(documents: fc.Arbitrary<unknown>, contentType: string): fc.Arbitrary<BodyParts> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: documents.map((value) => ({ headers: { "content-type": contentType }, body: jsonText(value) })),
    },
    { weight: 2, arbitrary: strayBodies },
  );
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC",
  "base64",
);

const fileNames = fc.oneof(
  fc.constantFrom(
    "photo.png",
    "",
    ".",
    "..",
    "../../../etc/passwd.png",
    "a\u0000b.png",
    "\u0000",
    "가나다 (최종).png",
    "🕯️.png",
    'say "hi".png',
    "a\\b.png",
    "line\r\nbreak.png",
    `${"a".repeat(400)}.png`,
    "photo.PNG",
    "noextension",
    "\uD800.png",
  ),
  fc.string({ unit: "binary", maxLength: 30 }),
);

const fileBytes = fc.oneof(
  fc.constant(new Uint8Array(PNG)),
  fc.constant(new Uint8Array()),
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new TextEncoder().encode("%PDF-1.4\n%%EOF\n")),
);

function multipartBodies(fields: Record<string, string[]>, file: string): fc.Arbitrary<BodyParts> {
  const names = Object.keys(fields);
  const accepted = fc.record(
    Object.fromEntries(names.map((name) => [name, fc.constantFrom(...(fields[name] ?? [""]))])),
  );
  // One field at most goes wrong, so the others pass and the wrong one reaches the database.
  const spoiled = fc.option(
    fc.record({
      name: fc.constantFrom(...names),
      value: fc.oneof(unstorable(fc.constantFrom("가나다라마바사아자차", "a")), hostileString, fc.constant(undefined)),
      asFile: fc.boolean(),
    }),
    { freq: 2 },
  );
  const form = fc
    .record({
      values: accepted,
      spoiled,
      files: fc.array(fc.record({ name: fileNames, bytes: fileBytes }), { maxLength: 3 }),
    })
    .map(({ values, spoiled, files }) => {
      const data = new FormData();
      const text: Record<string, string | undefined> = { ...values };
      if (spoiled) text[spoiled.name] = spoiled.asFile ? undefined : spoiled.value;
      if (spoiled?.asFile) data.append(spoiled.name, new File([String(spoiled.value)], "field.txt"));
      for (const [name, value] of Object.entries(text)) if (value !== undefined) data.append(name, value);
      for (const upload of files) data.append(file, new File([new Uint8Array(upload.bytes)], upload.name));
      return { headers: {}, body: data } as BodyParts;
    });
  return fc.oneof({ weight: 5, arbitrary: form }, { weight: 1, arbitrary: strayBodies });
}

function webhookBodies(secret: string): fc.Arbitrary<BodyParts> {
  const events = fc.oneof(
    fc.record({
      type: fc.constantFrom("Transaction.Paid", "Transaction.Cancelled", "Transaction.Failed"),
      data: fc.record({ paymentId: fc.oneof(hostileString, fc.constant("order-1")), transactionId: hostileString }),
    }),
    hostileValue,
    fc.constantFrom(null, [], "text", 0),
  );
  return fc.tuple(events, fc.boolean(), fc.string({ minLength: 1, maxLength: 20 })).map(([event, signed, id]) => {
    const raw = jsonText(event);
    const signature =
      signed && secret ? signPortOneWebhook(secret, `msg_${id.replace(/[^\w]/g, "")}`, new Date(), raw) : {};
    return { headers: { ...JSON_TYPE, ...signature }, body: raw };
  });
}

function bodiesFor(plan: BodyPlan, webhookSecret: string): fc.Arbitrary<BodyParts> {
  switch (plan.kind) {
    case "none":
      return fc.oneof({ weight: 5, arbitrary: fc.constant({ headers: {} }) }, { weight: 1, arbitrary: strayBodies });
    case "json":
      return jsonBodies(documentsOf(plan.schema), "application/json");
    case "beacon":
      return jsonBodies(
        fc.oneof(valuesOf(plan.schema), valuesOf(plan.schema).chain(mutated)),
        "text/plain;charset=UTF-8",
      );
    case "multipart":
      return multipartBodies(plan.fields, plan.file);
    case "webhook":
      return webhookBodies(webhookSecret);
  }
}

function requestsFor(
  endpoint: Endpoint,
  plan: RoutePlan,
  context: { slugs: string[]; webhookSecret: string },
): fc.Arbitrary<FuzzRequest> {
  const names = [...endpoint.pattern.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
  const slug = fc.oneof(fc.constantFrom(...context.slugs), idParam);
  const params = fc.tuple(...names.map((name) => (name === "slug" ? slug : idParam)));
  const hasBody = endpoint.method !== "GET" && endpoint.method !== "HEAD";
  const bodies = hasBody ? bodiesFor(plan.body, context.webhookSecret) : fc.constant<BodyParts>({ headers: {} });
  return fc
    .record({ role: roles, params, query: queryFor(plan), body: bodies })
    .map(({ role, params, query, body }) => {
      let index = 0;
      const path = endpoint.pattern.replace(/:\w+/g, () => params[index++] ?? "");
      return { role, method: endpoint.method, path: query ? `${path}?${query}` : path, ...body };
    });
}
