/**
 * `node --import tsx scripts/run-side-by-side.ts lint typecheck`: runs the named npm scripts at the
 * same time and prints each one's output whole, in the order given, once it has finished, so two
 * logs never interleave. Exits with the first failing script's code.
 *
 * Prettier, ESLint and tsc each use one core; on a two-core machine they finish in about the time
 * of the slowest instead of the sum (docs/decisions/0074-ci-within-twelve-minutes.md).
 */
import { spawn } from "node:child_process";
import process from "node:process";

interface Finished {
  name: string;
  code: number;
  output: Buffer[];
  seconds: number;
}

function run(name: string): Promise<Finished> {
  const started = performance.now();
  const output: Buffer[] = [];
  const child = spawn("npm", ["run", "--silent", name], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
  });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      resolve({ name, code: 1, output, seconds: (performance.now() - started) / 1000 });
    });
    child.on("close", (code, signal) => {
      resolve({ name, code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: run-side-by-side.ts <npm script> [<npm script> ...]");
  process.exit(2);
}

const results = await Promise.all(names.map(run));
for (const result of results) {
  process.stdout.write(`\n> npm run ${result.name}\n`);
  process.stdout.write(Buffer.concat(result.output));
  process.stdout.write(
    `> ${result.name}: ${result.code === 0 ? "passed" : `failed (${result.code})`} in ${result.seconds.toFixed(1)} s\n`,
  );
}
const failed = results.find((result) => result.code !== 0);
process.exit(failed ? failed.code : 0);
