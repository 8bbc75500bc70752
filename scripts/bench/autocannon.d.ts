/** The part of autocannon 8's programmatic API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    title?: string;
    method?: string;
    body?: string;
    /** Requests sent in turn; `setupRequest` may change each one just before it goes out. */
    requests?: RequestSpec[];
  }

  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  /** Latency in milliseconds; requests and throughput per second. */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  interface Result {
    url: string;
    connections: number;
    /** Seconds actually run. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    "1xx": number;
    "2xx": number;
    "3xx": number;
    "4xx": number;
    "5xx": number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): unknown;

  export type { Histogram, Options, RequestSpec, Result };
  export default autocannon;
}
