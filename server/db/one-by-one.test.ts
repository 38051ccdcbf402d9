// One query of a transaction at a time (server/db/one-by-one.ts).
import { describe, expect, it } from "vitest";
import { oneByOne } from "./one-by-one";

describe("oneByOne", () => {
  it("starts a query only once the one before it has answered, and keeps the order", async () => {
    const events: string[] = [];
    const query = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`end ${name}`);
      return name;
    };
    const answers = await oneByOne([query("slow", 20), query("fast", 1)]);
    expect(answers).toEqual(["slow", "fast"]);
    expect(events).toEqual(["start slow", "end slow", "start fast", "end fast"]);
  });

  it("stops at the first failure", async () => {
    const started: string[] = [];
    const ok = (name: string) => async () => {
      started.push(name);
      return name;
    };
    const failing = async () => {
      throw new Error("boom");
    };
    await expect(oneByOne([ok("a"), failing, ok("c")])).rejects.toThrow("boom");
    expect(started).toEqual(["a"]);
  });
});
