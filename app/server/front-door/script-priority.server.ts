import { Transform } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const HEAD_END = "</head>";

/**
 * Every page's content is in its HTML and works without JavaScript, so the
 * page should paint before its scripts arrive. React Router preloads the
 * route's modules from the head at the browser's high priority, where on a
 * slow connection they share the bandwidth with the stylesheet and delay the
 * first paint. Asking for them at low priority keeps them preloaded (no
 * waterfall at hydration) but lets the HTML and CSS go first.
 */
export function lowerScriptPriority(head: string): string {
  return head.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
}

/**
 * Applies lowerScriptPriority to the document's head as it streams out. The
 * head is held until it is complete (it is in React's first flush anyway),
 * so a tag split between chunks is still found; the body passes untouched.
 */
export function createScriptPriorityStream(): Transform {
  // Latin-1 maps each byte to one character, so the ASCII tags are found and a
  // UTF-8 character cut between chunks goes out byte for byte as it came.
  let head: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === null) return callback(null, chunk);
      head += chunk.toString("latin1");
      const end = head.indexOf(HEAD_END);
      if (end === -1) return callback();
      const out = lowerScriptPriority(head.slice(0, end)) + head.slice(end);
      head = null;
      callback(null, Buffer.from(out, "latin1"));
    },
    flush(callback) {
      if (head !== null) callback(null, Buffer.from(lowerScriptPriority(head), "latin1"));
      else callback();
    },
  });
}
