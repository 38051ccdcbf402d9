// Runs a script of scripts/ in a process of its own, as `npm run …` does, and answers its exit code
// and output (a failure is an answer, not an exception).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");

export type ScriptRun = { code: number; stdout: string; stderr: string };

export function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts", script), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: ScriptRun) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}
