/**
 * Which source file each byte of a built chunk came from, read from the
 * chunk's source map (version 3): a small decoder, so the benchmark needs no
 * source-map library.
 */
import path from "node:path";

export interface RawSourceMap {
  version: number;
  sources: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

export interface ByteAttribution {
  /** Bytes (UTF-8) of the generated code per source, keyed by the path relative to the project. */
  bySource: Map<string, number>;
  /** Bytes no mapping points at: import/export glue the bundler wrote, newlines. */
  unmapped: number;
}

const BASE64_VALUE = new Map(
  [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((char, index) => [char, index]),
);

/** The numbers of one mapping segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`invalid character ${JSON.stringify(char)} in a source map`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value % 2 === 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const isAscii = (text: string) => Buffer.byteLength(text) === text.length;

/**
 * Attributes every byte of `code` to the source its mapping segment names:
 * a segment covers its line from its own column up to the next segment's.
 * `mapFile` anchors the map's relative source paths; results are relative to `projectRoot`.
 */
export function attributeBytes(code: string, map: RawSourceMap, mapFile: string, projectRoot: string): ByteAttribution {
  const sourceNames = map.sources.map((source) =>
    source === null
      ? null
      : path.relative(projectRoot, path.resolve(path.dirname(mapFile), map.sourceRoot ?? "", source)),
  );
  const bySource = new Map<string, number>();
  let unmapped = 0;
  const lines = code.split("\n");
  const mappingLines = map.mappings.split(";");
  unmapped += lines.length - 1; // the newlines themselves
  let sourceIndex = 0; // source indexes are relative to the previous segment's, across lines

  lines.forEach((line, lineIndex) => {
    const ascii = isAscii(line);
    const byteLength = (from: number, to: number) => (ascii ? to - from : Buffer.byteLength(line.slice(from, to)));
    const starts: { column: number; source: string | null }[] = [];
    let column = 0;
    for (const segment of (mappingLines[lineIndex] ?? "").split(",")) {
      if (segment === "") continue;
      const values = decodeSegment(segment);
      column += values[0] ?? 0;
      if (values.length >= 4) {
        sourceIndex += values[1] ?? 0;
        starts.push({ column, source: sourceNames[sourceIndex] ?? null });
      } else {
        starts.push({ column, source: null });
      }
    }
    starts.sort((a, b) => a.column - b.column);
    const first = Math.min(starts[0]?.column ?? line.length, line.length);
    unmapped += byteLength(0, first);
    starts.forEach((start, index) => {
      const from = Math.min(start.column, line.length);
      const to = Math.min(starts[index + 1]?.column ?? line.length, line.length);
      if (to <= from) return;
      const bytes = byteLength(from, to);
      if (start.source === null) unmapped += bytes;
      else bySource.set(start.source, (bySource.get(start.source) ?? 0) + bytes);
    });
  });
  return { bySource, unmapped };
}

export type Origin = { kind: "app"; module: string } | { kind: "library"; module: string; packageName: string };

/** A source inside node_modules is a library (named by its package); anything else is the app's own code. */
export function originOf(source: string): Origin {
  const marker = "node_modules/";
  const at = source.lastIndexOf(marker);
  if (at === -1) return { kind: "app", module: source };
  const parts = source.slice(at + marker.length).split("/");
  const packageName = parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1] ?? ""}` : (parts[0] ?? source);
  return { kind: "library", module: source, packageName };
}
