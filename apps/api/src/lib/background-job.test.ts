import { describe, expect, it } from "vitest";
import { backgroundJob } from "./background-job.js";

describe("backgroundJob", () => {
  it("runs once at a time, and once more with the latest argument when asked meanwhile", async () => {
    const runs: number[] = [];
    let release = () => {};
    const job = backgroundJob(
      (n: number) => (runs.push(n), new Promise<void>((resolve) => (release = resolve))),
      () => {},
    );
    job.ask(1);
    job.ask(2);
    job.ask(3);
    expect(runs).toEqual([1]);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([1, 3]);
    release();
    await job.settled();
    expect(runs).toEqual([1, 3]);
  });

  it("reports a failed run and still serves the next ask", async () => {
    const failures: unknown[] = [];
    const runs: string[] = [];
    const job = backgroundJob(
      async (name: string) => {
        runs.push(name);
        if (name === "bad") throw new Error("boom");
      },
      (error) => failures.push(error),
    );
    job.ask("bad");
    await job.settled();
    job.ask("good");
    await job.settled();
    expect(runs).toEqual(["bad", "good"]);
    expect(failures).toHaveLength(1);
  });
});
