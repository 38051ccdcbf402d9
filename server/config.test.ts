import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "collins-config-"));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("configuration checked at boot", () => {
  it("has working defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", DATA_DIR: "./data", NODE_ENV: "development" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["PUBLIC_BASE_URL", "not a url"],
    ["SESSION_SECRET", "short"],
    ["NODE_ENV", "staging"],
  ])("a wrong %s stops the start with one line naming it", (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain("\n");
  });

  it("treats empty provider keys as unset (simulator mode)", () => {
    expect(parseEnv({ PORTONE_API_SECRET: "", KAKAO_REST_API_KEY: "  " })).toMatchObject({
      PORTONE_API_SECRET: undefined,
      KAKAO_REST_API_KEY: undefined,
    });
  });

  it("generates SESSION_SECRET into DATA_DIR once and reuses it", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, "session-secret");
    expect(existsSync(file)).toBe(true);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
  });

  it("prefers an explicit SESSION_SECRET and writes nothing", () => {
    const dataDir = tempDir();
    const secret = "x".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret }).sessionSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("derives the public base URL from PORT when unset", () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: "4100" });
    expect(config.publicBaseUrl).toBe("http://localhost:4100");
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_BASE_URL: "https://shop.example/" }).publicBaseUrl).toBe(
      "https://shop.example",
    );
  });

  it("refuses a business info file with a missing field, naming BUSINESS_INFO_FILE", () => {
    const dir = tempDir();
    const file = path.join(dir, "business.json");
    writeFileSync(file, JSON.stringify({ companyName: "콜린스" }));
    expect(() => loadConfig({ DATA_DIR: dir, BUSINESS_INFO_FILE: file })).toThrow(/BUSINESS_INFO_FILE/);
  });
});
