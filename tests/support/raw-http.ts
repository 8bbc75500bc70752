/**
 * HTTP/1.x spoken by hand over a socket, for requests no HTTP client will
 * send: odd methods, bad Host headers, absolute or asterisk targets, bodies
 * shorter than they claim.
 */
import net from "node:net";

export interface RawAnswer {
  /** The status code, or null when the connection closed (or timed out) without one. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** How the exchange ended. */
  ending: "answered" | "closed" | "reset" | "timeout";
}

export interface RawOptions {
  host?: string;
  /** Give up (and destroy the socket) after this long. */
  timeoutMs?: number;
  /** Half-close after sending, as a client that has nothing more to say. */
  endAfterSending?: boolean;
}

/** A request's text with CRLF line ends: a request line, header lines, an empty line, then the body. */
export function rawRequest(requestLine: string, headers: readonly string[], body = ""): string {
  return [requestLine, ...headers, "", body].join("\r\n");
}

/** Sends bytes and reads the answer until the server closes or a complete answer (by Content-Length) arrived. */
export function sendRaw(port: number, bytes: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  const { host = "127.0.0.1", timeoutMs = 20_000, endAfterSending = false } = options;
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (ending: RawAnswer["ending"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(Buffer.concat(chunks), ending));
    };
    const timer = setTimeout(() => finish("timeout"), timeoutMs);
    socket.on("connect", () => {
      socket.write(bytes, () => {
        if (endAfterSending) socket.end();
      });
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks))) finish("answered");
    });
    socket.on("error", () => finish("reset"));
    socket.on("close", () => finish("closed"));
  });
}

function isComplete(received: Buffer): boolean {
  const end = received.indexOf("\r\n\r\n");
  if (end === -1) return false;
  const head = received.subarray(0, end).toString("latin1");
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  if (/^HTTP\/1\.[01] (1\d\d|204|304)/.test(head)) return true;
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return received.subarray(-5).toString("latin1") === "0\r\n\r\n";
  return length !== undefined && received.length - end - 4 >= Number(length);
}

function parseAnswer(received: Buffer, ending: RawAnswer["ending"]): RawAnswer {
  const text = received.toString("latin1");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (!match) return { status: null, headers: {}, body: "", ending: ending === "answered" ? "closed" : ending };
  const end = text.indexOf("\r\n\r\n");
  const head = end === -1 ? text : text.slice(0, end);
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body =
    end === -1 ? "" : received.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1")).toString("utf8");
  return { status: Number(match[1]), headers, body, ending: ending === "timeout" ? "timeout" : "answered" };
}
