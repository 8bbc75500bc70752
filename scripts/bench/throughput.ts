/**
 * Server throughput with autocannon: a fixed number of connections, each
 * sending its next request as soon as the last one is answered, for a fixed
 * time. Requests carry the Accept-Encoding of a browser, so compression
 * costs what it costs in production.
 */
import autocannon, { type Result } from "autocannon";

export interface LoadResult {
  path: string;
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
}

const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br",
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
};

function run(url: string, connections: number, durationSeconds: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: durationSeconds, timeout: 10, headers: BROWSER_HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/**
 * Loads one path: a short warm-up first (not counted: lets V8 optimise and
 * the database pool fill), then the measured run.
 */
export async function measureThroughput(
  baseUrl: string,
  path: string,
  connections: number,
  durationSeconds: number,
): Promise<LoadResult> {
  const url = new URL(path, baseUrl).href;
  await run(url, 10, 2);
  const result = await run(url, connections, durationSeconds);
  return {
    path,
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      average: result.latency.average,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    bytesPerSecond: result.throughput.average,
  };
}
