import { EventEmitter } from "node:events";

import { describe, expect, it } from "vitest";

import { watchProcess } from "./process-watch.server";

/** A stand-in process and a start() that can be told to fail. */
function fakeTarget(failures = 0) {
  let current: EventEmitter | undefined = new EventEmitter();
  let starts = 0;
  let failuresLeft = failures;
  let running = 0;
  let mostAtOnce = 0;
  return {
    target: {
      current: () => current,
      start: async () => {
        starts += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await Promise.resolve();
        running -= 1;
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error("the port is still held");
        }
        current = new EventEmitter();
      },
    },
    die(signal: NodeJS.Signals | null = "SIGKILL", code: number | null = null) {
      const dying = current;
      current = undefined;
      dying?.emit("exit", code, signal);
    },
    starts: () => starts,
    mostAtOnce: () => mostAtOnce,
  };
}

const noWait = () => Promise.resolve();

describe("watchProcess", () => {
  it("starts a process that died again and says so", async () => {
    const fake = fakeTarget();
    const lines: string[] = [];
    const watch = watchProcess(fake.target, { name: "the test db", log: (line) => lines.push(line), sleep: noWait });
    fake.die("SIGKILL");
    await watch.settled();
    expect(fake.starts()).toBe(1);
    expect(lines).toEqual([
      "database: the test db stopped unexpectedly (signal SIGKILL); starting it again",
      "database: the test db is back",
    ]);
  });

  it("keeps watching the new process: a second death is handled too", async () => {
    const fake = fakeTarget();
    const watch = watchProcess(fake.target, { name: "db", log: () => {}, sleep: noWait });
    fake.die();
    await watch.settled();
    fake.die(null, 1);
    await watch.settled();
    expect(fake.starts()).toBe(2);
  });

  it("tries again, with the given pauses, while starting fails, one attempt at a time", async () => {
    const fake = fakeTarget(3);
    const lines: string[] = [];
    const pauses: number[] = [];
    const watch = watchProcess(fake.target, {
      name: "db",
      log: (line) => lines.push(line),
      delaysMs: [10, 20, 40],
      sleep: async (ms) => {
        pauses.push(ms);
      },
    });
    fake.die();
    await watch.settled();
    expect(fake.starts()).toBe(4);
    expect(fake.mostAtOnce()).toBe(1);
    expect(pauses).toEqual([10, 20, 40, 40]);
    expect(lines.filter((line) => line.includes("did not start"))).toHaveLength(3);
    expect(lines.at(-1)).toBe("database: db is back");
  });

  it("does not start it again once watching stopped (a shutdown), not even when it dies during the first pause", async () => {
    const fake = fakeTarget();
    const lines: string[] = [];
    let release: () => void = () => {};
    const paused = new Promise<void>((resolve) => (release = resolve));
    const watch = watchProcess(fake.target, { name: "db", log: (line) => lines.push(line), sleep: () => paused });
    fake.die("SIGINT");
    watch.stopWatching();
    release();
    await watch.settled();
    expect(fake.starts()).toBe(0);
    expect(lines).toEqual([]);
  });

  it("stops retrying when watching stops while starting keeps failing", async () => {
    const fake = fakeTarget(Number.POSITIVE_INFINITY);
    let pauses = 0;
    const watch = watchProcess(fake.target, {
      name: "db",
      log: () => {},
      sleep: async () => {
        pauses += 1;
        if (pauses === 3) watch.stopWatching();
      },
    });
    fake.die();
    await watch.settled();
    expect(fake.starts()).toBe(2);
  });
});
