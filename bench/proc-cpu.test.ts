// bench/proc-cpu.ts: the CPU a benchmark's parts use, read from /proc (bench:sale's cores table).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { childCpuMs, cpuMs, ownCpuMs } from "./proc-cpu";

/**
 * A child that spins until it has used 300 ms of CPU (not of the clock: on a busy machine a
 * 300 ms spin may get far less of a core), then sends its own CPU time and ends.
 */
const SPINNER = `
const used = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
while (used() < 300) {}
process.send(used(), () => process.disconnect());
`;

describe.runIf(process.platform === "linux")("CPU time from /proc", () => {
  it("reads this process's CPU time as Node counts it", () => {
    const fromProc = cpuMs(process.pid);
    expect(fromProc).toBeGreaterThan(0);
    // /proc counts in 10 ms ticks; Node in microseconds.
    expect(Math.abs(fromProc - ownCpuMs())).toBeLessThan(100);
  });

  it("keeps a child's CPU time after it has ended (a slice that ended with the buyers read 0 and went negative)", async () => {
    const child = spawn(process.execPath, ["-e", SPINNER], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const reported = once(child, "message").then(([ms]) => Number(ms));
    const readCpu = childCpuMs(child.pid, reported);
    await once(child, "exit");
    expect(cpuMs(child.pid)).toBe(0);
    await reported;
    expect(readCpu()).toBeGreaterThanOrEqual(300);
  });
});
