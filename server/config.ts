// Process configuration: read from the environment once at boot and checked with Zod.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type BusinessInfo, defaultBusinessInfoFile, loadBusinessInfo } from "./business-info";
import { parseTrustProxy } from "./http/client-address";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const httpUrl = z.url({ protocol: /^https?$/ });

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PORTONE_STORE_ID: optionalText,
  PORTONE_CHANNEL_KEY: optionalText,
  PORTONE_API_SECRET: optionalText,
  PORTONE_WEBHOOK_SECRET: optionalText,
  PORTONE_API_BASE_URL: optionalText.pipe(z.url().optional()),
  NAVERPAY_BUTTON_KEY: optionalText,
  NAVERPAY_MERCHANT_ID: optionalText,
  NAVERPAY_CERTI_KEY: optionalText,
  NAVERPAY_API_BASE_URL: optionalText.pipe(z.url().optional()),
  NAVERPAY_BUTTON_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  KAKAO_REST_API_KEY: optionalText,
  KAKAO_CLIENT_SECRET: optionalText,
  KAKAO_JS_KEY: optionalText,
  KAKAO_AUTH_BASE_URL: optionalText.pipe(z.url().optional()),
  KAKAO_API_BASE_URL: optionalText.pipe(z.url().optional()),
  /**
   * The provider simulators (/_sim/*): unset mounts them only for a shop on a local address (the
   * demo); `on` mounts them anywhere (every page then shows a demo ribbon); `off` never.
   */
  SIMULATORS: z
    .enum(["on", "off", ""])
    .optional()
    .transform((value) => (value === "on" || value === "off" ? value : undefined)),
  CHANNEL_TALK_PLUGIN_KEY: optionalText,
  CHANNEL_TALK_SECRET: optionalText,
  SOLAPI_API_KEY: optionalText,
  SOLAPI_API_SECRET: optionalText,
  SOLAPI_SENDER: optionalText,
  SOLAPI_API_BASE_URL: optionalText.pipe(z.url().optional()),
  KAKAO_CHANNEL_URL: optionalText.pipe(z.url().optional()),
  BUSINESS_INFO_FILE: optionalText,
  POSTCODE_SCRIPT_URL: optionalText,
  /** on: every page shows /maintenance and the API answers 503 (health checks and the console stay). */
  MAINTENANCE_MODE: z
    .enum(["on", "off", ""])
    .optional()
    .transform((value) => value === "on"),
  /** off: every catalog page is rendered anew (benchmarks of the uncached render use it). */
  PAGE_CACHE: z
    .enum(["on", "off", ""])
    .optional()
    .transform((value) => value !== "off"),
  /** off: the catalog reads of every render go to the database (server/http/read-cache.ts). */
  CATALOG_CACHE: z
    .enum(["on", "off", ""])
    .optional()
    .transform((value) => value !== "off"),
  /**
   * How long one upload (an inquiry's attachments, a review's photos) may take from its first byte:
   * the largest body, 5 × 20 MB and its fields, arrives in 120 s at 1 MB/s (8 Mbit/s), a few phone
   * photos at a small part of that, and no client holds an upload slot longer (decision 17).
   */
  UPLOAD_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Demo only: creates the operator admin@collins.kr with this password at start. */
  DEMO_ADMIN_PASSWORD: optionalText,
  /**
   * The proxies in front of the shop, whose X-Forwarded-For entries are believed: `off` (none),
   * `on` (one), a number of hops, or a comma list of their addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust) return trust;
      context.addIssue({
        code: "custom",
        message: "must be off, on, a number of proxy hops (0-10) or a comma list of proxy addresses or CIDR ranges",
      });
      return z.NEVER;
    }),
  /**
   * The caches in front of the shop (a CDN, the Varnish of deploy/varnish) that are sent a purge by
   * surrogate key when the catalog changes: a comma list of URLs; empty, no purges.
   */
  CDN_PURGE_URLS: z
    .string()
    .optional()
    .transform((value, context) => {
      const urls = (value ?? "")
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== "");
      if (urls.every((url) => httpUrl.safeParse(url).success)) return urls;
      context.addIssue({ code: "custom", message: "must be a comma list of http(s) URLs" });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  dataDir: string;
  sessionSecret: string;
  publicBaseUrl: string;
  isProduction: boolean;
  /**
   * Cookies are `Secure` (the session cookie `__Host-`) when PUBLIC_BASE_URL is https: a browser
   * keeps a Secure cookie only from a secure origin, and WebKit does not count http://localhost.
   */
  secureCookies: boolean;
  business: BusinessInfo;
  /** Whether the local provider simulators (/_sim/*) are mounted for unconfigured providers. */
  simulators: boolean;
  /** Simulators at a public address, by the operator's explicit SIMULATORS=on: every page says "demo". */
  demoRibbon: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  const received = source[name];
  const shown = received === undefined ? "" : ` (got ${JSON.stringify(received)})`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
}

/** Reads a session secret from DATA_DIR, creating a random one the first time. */
function sessionSecretFrom(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Reads ./.env into process.env when it exists; variables already set win. */
export function loadDotEnv(file = ".env"): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  let business: BusinessInfo;
  try {
    business = loadBusinessInfo(env.BUSINESS_INFO_FILE ?? defaultBusinessInfoFile);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: BUSINESS_INFO_FILE ${(error as Error).message}`);
  }
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  const local = isLocalAddress(publicBaseUrl);
  const simulators = env.SIMULATORS === "on" || (env.SIMULATORS === undefined && local);
  return {
    ...env,
    dataDir,
    sessionSecret: env.SESSION_SECRET ?? sessionSecretFrom(dataDir),
    publicBaseUrl,
    isProduction: env.NODE_ENV === "production",
    secureCookies: new URL(publicBaseUrl).protocol === "https:",
    business,
    simulators,
    demoRibbon: simulators && !local,
  };
}

/** A shop only this machine reaches: localhost, *.localhost, 127.0.0.0/8 or [::1]. */
export function isLocalAddress(url: string): boolean {
  const { hostname } = new URL(url);
  return (
    hostname === "localhost" ||
    hostname.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === "[::1]"
  );
}
