/**
 * Re-reads what this process holds from the database every `intervalMs`, so
 * changes made on another instance show within that time. A read that fails
 * (the database away, or not ready yet) keeps the last known copy: pages go
 * on showing it. Returns the function that stops it.
 */
export function rereadEvery(refresh: () => Promise<unknown>, intervalMs = 2_000): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      await refresh();
    } catch {
      // Kept as last read; the next tick tries again.
    }
    if (!stopped) timer = setTimeout(tick, intervalMs).unref();
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
