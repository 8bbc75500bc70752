/**
 * `npm run test:fuzz`: starts the production build (run `npm run build`
 * first) on a free loopback port with its own embedded PostgreSQL, sends it a
 * fixed, seeded set of malformed requests (every route of app/routes.ts with
 * every method, and variants: bad methods, hosts and targets, odd encodings,
 * NUL characters, wrong content types, truncated, oversized and chunked
 * bodies, huge headers, bad cookies; see cases.ts), and fails on any 5xx, on
 * any answer slower than the server's timeouts allow, and on a server that
 * did not survive. FUZZ_SEED=n sends another set.
 *
 * A plain Node script rather than a Playwright spec: it speaks raw HTTP over
 * sockets and needs no browser, one server serves a few thousand requests,
 * and a failure is reported as the exact bytes to send again.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import process from "node:process";

import { BUILD_DIR } from "#app/server/config/build-paths.server";
import { CONNECT_TIMEOUT_MS, QUERY_TIMEOUT_MS } from "#app/server/db/client.server";
import { freePort } from "#app/server/db/embedded.server";
import { REQUEST_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from "#app/server/front-door/timeouts.server";
import {
  cleanUp,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
  waitUntilHealthy,
} from "#tests/e2e/support/server-process";
import { type RawAnswer, sendRaw } from "#tests/support/raw-http";

import { type FuzzCase, fuzzCases, seededRandom, stallingCases } from "./cases";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
/** Requests in flight at once: enough to keep both cores busy, few enough that none queues for long. */
const CONCURRENCY = 6;
/** The slowest honest answer waits for a database that does not answer (about 5 s), plus room for a busy machine. */
const ANSWER_DEADLINE_MS = QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 4_000;
/** A client that stalls must be cut off by the request timeout, checked every TIMEOUT_CHECK_INTERVAL_MS. */
const STALL_DEADLINE_MS = REQUEST_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS + 5_000;

interface Outcome {
  fuzzCase: FuzzCase;
  answer: RawAnswer;
  ms: number;
}

async function send(fuzzCase: FuzzCase, port: number, deadlineMs: number): Promise<Outcome> {
  const started = performance.now();
  const answer = await sendRaw(port, fuzzCase.bytes, {
    timeoutMs: deadlineMs,
    endAfterSending: fuzzCase.endsAfterSending,
  });
  return { fuzzCase, answer, ms: performance.now() - started };
}

async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

/** Why an outcome fails the run, or null. */
function verdict({ fuzzCase, answer }: Outcome): string | null {
  if (answer.ending === "timeout") {
    return fuzzCase.stalls
      ? `not cut off within ${STALL_DEADLINE_MS / 1000} s`
      : `no answer within ${ANSWER_DEADLINE_MS / 1000} s`;
  }
  if (answer.status !== null && answer.status >= 500) return `answered ${answer.status}`;
  if (fuzzCase.stalls)
    return answer.status === null || answer.status === 408 ? null : `answered ${answer.status} instead of 408`;
  if (answer.status === null && !fuzzCase.mayCloseUnanswered) return `connection ${answer.ending} without an answer`;
  return null;
}

function describe(outcome: Outcome, reason: string): string {
  const { fuzzCase } = outcome;
  const bytes = JSON.stringify(fuzzCase.bytes.toString("latin1"));
  return [
    `  ✗ ${reason}: ${fuzzCase.method.slice(0, 20)} ${fuzzCase.target.slice(0, 120)} (${fuzzCase.family}, ${outcome.ms.toFixed(0)} ms)`,
    `    bytes: ${bytes.length > 400 ? `${bytes.slice(0, 400)}… (${fuzzCase.bytes.length} bytes)` : bytes}`,
    outcome.answer.body ? `    answer: ${JSON.stringify(outcome.answer.body.slice(0, 200))}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

async function signUp(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: baseUrl },
    body: JSON.stringify({
      name: "Fuzz Visitor",
      email: `fuzz-${SEED}@example.com`,
      password: "a long enough password",
    }),
  });
  if (response.status !== 200) throw new Error(`could not sign up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

async function main(): Promise<number> {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) {
    console.error(`test:fuzz: no build in ${BUILD_DIR}; run \`npm run build\` first.`);
    return 1;
  }
  const port = await freePort();
  // TRUST_PROXY=1: the fuzzer's loopback address counts as a proxy, so forwarded headers are fuzzed too.
  const server = startServer({ port, env: { DATA_DIR: await tempDataDir(), TRUST_PROXY: "1" } });
  try {
    await waitUntilHealthy(server);
    const context = {
      host: `127.0.0.1:${port}`,
      sessionCookie: await signUp(server.baseUrl),
      random: seededRandom(SEED),
    };
    // FUZZ_PATH=/api/insights/event narrows a run to the requests for one path (and skips the stalls).
    const only = process.env.FUZZ_PATH;
    const cases = fuzzCases(context).filter((fuzzCase) => !only || fuzzCase.target.split("?")[0] === only);
    const stalls = only ? [] : stallingCases(context);
    console.log(`test:fuzz: ${cases.length + stalls.length} requests (seed ${SEED}) to ${server.baseUrl}`);

    const started = performance.now();
    const stalled = Promise.all(stalls.map((fuzzCase) => send(fuzzCase, port, STALL_DEADLINE_MS)));
    const outcomes = [
      ...(await inPool(cases, CONCURRENCY, (fuzzCase) => send(fuzzCase, port, ANSWER_DEADLINE_MS))),
      ...(await stalled),
    ];
    const seconds = (performance.now() - started) / 1000;

    const failures = outcomes.flatMap((outcome) => {
      const reason = verdict(outcome);
      return reason ? [describe(outcome, reason)] : [];
    });
    const health = await fetch(`${server.baseUrl}/healthz`).then(
      (response) => response.status,
      () => null,
    );
    if (!server.isRunning()) failures.push(`  ✗ the server exited during the run:\n${server.stderr().slice(-2_000)}`);
    else if (health !== 200) failures.push(`  ✗ /healthz answered ${String(health)} after the run`);

    const byStatus = new Map<string, number>();
    for (const { answer } of outcomes) {
      const key = answer.status === null ? answer.ending : String(answer.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const slowest = outcomes.filter((outcome) => !outcome.fuzzCase.stalls).reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `test:fuzz: answers ${[...byStatus]
        .sort()
        .map(([status, count]) => `${status}×${count}`)
        .join(" ")}`,
    );
    console.log(
      `test:fuzz: slowest answer ${slowest.ms.toFixed(0)} ms (${slowest.fuzzCase.method.slice(0, 20)} ${slowest.fuzzCase.target.slice(0, 80)}); ${seconds.toFixed(1)} s in all`,
    );
    if (failures.length > 0) {
      console.error(`test:fuzz: ${failures.length} failed (seed ${SEED}):\n${failures.join("\n")}`);
      return 1;
    }
    console.log("test:fuzz: passed");
    return 0;
  } finally {
    stoppedCleanly = await stopsCleanly(server);
    await cleanUp();
  }
}

/** A server that outlives the fuzz by more than its shutdown grace is a bug to report, not a run to wait on. */
const STOP_DEADLINE_MS = 30_000;
let stoppedCleanly = false;

async function stopsCleanly(server: ServerProcess): Promise<boolean> {
  const deadline = new Promise<null>((resolve) => setTimeout(resolve, STOP_DEADLINE_MS, null).unref());
  const ending = await Promise.race([stopServer(server, "SIGTERM"), deadline]);
  if (ending === null) {
    console.error(`test:fuzz: the server did not stop within ${STOP_DEADLINE_MS / 1000} s of SIGTERM:`);
    console.error(server.output().slice(-1_000));
    return false;
  }
  if (ending.code !== 0) {
    console.error(`test:fuzz: the server stopped with ${JSON.stringify(ending)}:\n${server.stderr().slice(-1_000)}`);
    return false;
  }
  return true;
}

const verdictOfRun = await main();
process.exitCode = verdictOfRun !== 0 || !stoppedCleanly ? 1 : 0;
