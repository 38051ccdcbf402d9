// Inputs for the API fuzzer: values a Zod schema accepts (or nearly), hostile values of every
// JSON type, and mutations that put the hostile ones into otherwise plausible documents.
import fc from "fast-check";
import type { z } from "zod";

/** Strings the shop's forms expect (addresses, e-mails, dates), so refinements pass now and then. */
const plausibleStrings = fc.constantFrom(
  "콜린스 캔들",
  "member@collins.kr",
  "010-1234-5678",
  "06236",
  "서울특별시 강남구 테헤란로 123",
  "2099-12-31",
  "2099-12-31T09:00:00+09:00",
  "https://cdn.collins.kr/a.png",
  "/collections/all",
  "publish",
  "hidden",
  "card",
  "1",
);

/** A plausible text with a character PostgreSQL cannot store (NUL, a lone surrogate) in it. */
export const unstorable = (texts: fc.Arbitrary<string>) =>
  fc.tuple(texts, fc.constantFrom("\u0000", "\uD800", "\uDC00")).map(([text, bad]) => `${text}${bad}`);

const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "가\u0000나",
  "\uD800",
  "\uDFFF가",
  "🕯️👨‍👩‍👧‍👦🇰🇷",
  "\u202Eevil\u202C",
  "NaN",
  "-Infinity",
  "1e309",
  "-1",
  "0",
  "2147483648",
  "9007199254740993",
  "0x10",
  "null",
  "undefined",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "%00%ff",
  "../../etc/passwd",
  "a".repeat(5000),
  "가".repeat(3000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 2000, minLength: 300 }),
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63, -(2 ** 31) - 1, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deeplyNested = fc.integer({ min: 20, max: 2000 }).map((depth) => {
  let value: unknown = "가";
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value a client could send where a field is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  deeplyNested,
  fc.array(fc.integer(), { minLength: 100, maxLength: 2000 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
};

type Check = { check: string; value?: number; inclusive?: boolean; minimum?: number; maximum?: number };

const internals = (schema: z.ZodType) =>
  schema._zod as unknown as { def: Def & { checks?: { _zod: { def: Check } }[] } };

/** The bounds of a schema's own checks: a number's range, a string's or array's length. */
function limitsOf(schema: z.ZodType): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const { _zod } of internals(schema).def.checks ?? []) {
    const check = _zod.def;
    if (check.check === "greater_than" && check.value !== undefined) {
      limits.min = check.inclusive ? check.value : check.value + 1;
    }
    if (check.check === "less_than" && check.value !== undefined) {
      limits.max = check.inclusive ? check.value : check.value - 1;
    }
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
  }
  return limits;
}

const finite = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : value;

/** Values shaped by the schema: mostly accepted, sometimes at or just past its limits. */
export function valuesOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def } = internals(schema);
  const limits = limitsOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, valuesOf(field, depth)])));
    }
    case "string": {
      const min = limits.min ?? 0;
      const max = Math.min(limits.max ?? 60, 300);
      return fc.oneof(
        { weight: 3, arbitrary: plausibleStrings },
        { weight: 2, arbitrary: fc.string({ minLength: Math.min(min, max), maxLength: max }) },
      );
    }
    case "number": {
      const min = Math.max(finite(limits.min, 0), -1e9);
      const max = Math.min(finite(limits.max, 100_000), 1e9);
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 40)) }) },
        { weight: 1, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
        { weight: 1, arbitrary: fc.constantFrom(min, max) },
        // Past PostgreSQL's integer columns, for a schema that sets no bound of its own.
        { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53 + 2) },
      );
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "optional":
    case "nonoptional":
      return fc.option(valuesOf(def.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(valuesOf(def.innerType as z.ZodType, depth), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      return fc.option(valuesOf(def.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case "pipe": {
      // A preprocess step is a transform in front of the schema that decides.
      const first = internals(def.in as z.ZodType).def.type;
      return valuesOf((first === "transform" ? def.out : def.in) as z.ZodType, depth);
    }
    case "union":
      return fc.oneof(...(def.options ?? []).map((option) => valuesOf(option, depth)));
    case "array": {
      const max = Math.min(limits.max ?? 4, 4);
      return depth > 3
        ? fc.constant([])
        : fc.array(valuesOf(def.element as z.ZodType, depth + 1), {
            minLength: Math.min(limits.min ?? 0, max),
            maxLength: max,
          });
    }
    case "record":
      return fc.dictionary(fc.string({ maxLength: 10 }), valuesOf(def.valueType as z.ZodType, depth + 1), {
        maxKeys: 3,
      });
    case "tuple":
      return fc.tuple(...(def.items ?? []).map((item) => valuesOf(item, depth + 1)));
    case "null":
      return fc.constant(null);
    case "date":
      return fc.date().map((date) => (Number.isNaN(date.getTime()) ? "2099-12-31" : date.toISOString()));
    default:
      return hostileValue;
  }
}

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === "object" && value !== null;

/** Numbers at the edges: PostgreSQL's integer columns, JavaScript's safe integers, fractions. */
const edgeNumbers = fc.constantFrom(
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  -1,
  0,
  1.5,
  "2147483648",
  "1e3",
  "NaN",
);

/** A field's wrong value: any hostile value, an edge number or text the database cannot store. */
const wrongField: fc.Arbitrary<unknown> = fc.oneof(
  hostileValue,
  edgeNumbers,
  unstorable(plausibleStrings),
  fc.string({ unit: "grapheme", minLength: 301, maxLength: 400 }),
);

/** One change to a document: a field wrong, missing or extra, or the whole a wrong type. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const whole = fc.oneof(
    hostileValue,
    fc.constant([value]),
    fc.constant(isContainer(value) ? Object.values(value) : { value }),
  );
  if (!isContainer(value)) return fc.oneof(whole, wrongField);
  const keys = Object.keys(value);
  if (keys.length === 0) return fc.oneof(whole, fc.record({ extra: hostileValue }));
  const copy = () => (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  return fc.oneof(
    whole,
    fc.tuple(fc.constantFrom(...keys), wrongField).map(([key, replacement]) => {
      const next = copy();
      next[key] = replacement;
      return next;
    }),
    fc.constantFrom(...keys).map((key) => {
      const next = copy();
      delete next[key];
      return next;
    }),
    fc.tuple(fc.string({ maxLength: 20 }), hostileValue).map(([key, extra]) => ({ ...copy(), [key]: extra })),
    fc.constantFrom(...keys).chain((key) =>
      mutated((value as Record<string, unknown>)[key]).map((inner) => {
        const next = copy();
        next[key] = inner;
        return next;
      }),
    ),
  );
}

/** Documents for a schema: valid-ish ones, mutated ones and plain hostile values. */
export function documentsOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = valuesOf(schema);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: valid.chain(mutated) },
    { weight: 1, arbitrary: hostileValue },
  );
}
