// Varnish for the reliability suite: varnishd (Debian packages `varnish` and `varnish-modules`, for
// vmod_xkey) in the foreground on a free loopback port, with the repository's VCL
// (deploy/varnish/collins.vcl) whose two backends are pointed at the ports given, in a working
// directory of its own that is removed at the end.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/server";

const root = path.resolve(import.meta.dirname, "../../..");
export const VCL_FILE = path.join(root, "deploy/varnish/collins.vcl");

/** The ports the repository's VCL names for its two backends (the operator's own edit). */
const VCL_PORTS = ['.port = "3001";', '.port = "3002";'];

/** varnishd's path, or null when the package is not installed. */
export function varnishdPath(): string | null {
  for (const candidate of ["/usr/sbin/varnishd", "/usr/local/sbin/varnishd"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v varnishd"]).toString().trim() || null;
  } catch {
    return null;
  }
}

export type RunningVarnish = {
  url: string;
  port: number;
  /** varnishd's working directory (`-n`), for varnishstat and varnishlog. */
  workDir: string;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
};

/** The repository's VCL with its backends at `ports` (two of them). */
export function vclFor(ports: [number, number]): string {
  let vcl = readFileSync(VCL_FILE, "utf8");
  VCL_PORTS.forEach((line, index) => {
    if (!vcl.includes(line)) throw new Error(`${VCL_FILE} no longer has ${line}`);
    vcl = vcl.replace(line, `.port = "${ports[index]}";`);
  });
  return vcl;
}

/** Starts varnishd on `port` (a free one when not given) and waits until it answers. */
export async function startVarnish(
  varnishd: string,
  backendPorts: [number, number],
  port?: number,
): Promise<RunningVarnish> {
  // Varnish's worker runs as its own user: it must reach the directory.
  const dir = mkdtempSync(path.join(tmpdir(), "collins-varnish-"));
  chmodSync(dir, 0o755);
  const vclFile = path.join(dir, "collins.vcl");
  writeFileSync(vclFile, vclFor(backendPorts));
  const listen = port ?? (await freePort());
  const workDir = path.join(dir, "work");
  const child = spawn(varnishd, ["-F", "-n", workDir, "-f", vclFile, "-a", `127.0.0.1:${listen}`, "-s", "malloc,64m"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 30_000;
  while (true) {
    if (child.exitCode !== null) {
      const missing = /Could not find VMOD xkey/.test(output) ? " (vmod_xkey: apt-get install -y varnish-modules)" : "";
      throw new Error(`varnishd exited early${missing}:\n${output}`);
    }
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`varnishd did not answer:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port: listen,
    workDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const stuck = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(stuck);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
