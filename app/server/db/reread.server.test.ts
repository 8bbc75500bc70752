import { afterEach, describe, expect, it, vi } from "vitest";

import { rereadEvery } from "./reread.server";

afterEach(() => vi.useRealTimers());

describe("rereadEvery", () => {
  it("reads at once and then every interval, goes on after a failed read, and stops when told", async () => {
    vi.useFakeTimers();
    let reads = 0;
    const refresh = vi.fn(async () => {
      reads += 1;
      if (reads === 2) throw new Error("database away");
    });
    const stop = rereadEvery(refresh, 1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    // The failed read is forgiven: the next one still comes.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
