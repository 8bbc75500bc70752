/**
 * Resource routes (downloads) have no page to show an error in, and React
 * Router answers a `data(…, { status })` thrown from one as a JSON
 * "Unexpected Server Error". These helpers answer it as a short plain-text
 * message with its status instead: a refusal (403), the database away (503).
 */

const MESSAGES: Record<number, string> = {
  403: "This download is for the Nestz team.",
  404: "There's nothing here.",
  503: "We can't reach our records right now. Please try again in a minute.",
};

export function plainText(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The status of a `data(…, { status })` that was thrown (React Router's DataWithResponseInit), or null. */
export function thrownDataStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null || (error as { type?: unknown }).type !== "DataWithResponseInit")
    return null;
  const status = (error as { init?: { status?: unknown } | null }).init?.status;
  return typeof status === "number" ? status : null;
}

/**
 * Runs a resource route's work; a thrown `data()` becomes a plain-text
 * answer with its status. Thrown Responses (the sign-in redirect) and bugs
 * pass through unchanged.
 */
export async function answeringAsText(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const status = thrownDataStatus(error);
    if (status === null) throw error;
    return plainText(status, MESSAGES[status] ?? "That isn't available.");
  }
}
