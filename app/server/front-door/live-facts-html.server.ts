import { escapeHtml } from "#app/domain/common/text";
import { type LiveFactName, liveFactNames, liveFactText, type PageFacts } from "#app/domain/site-facts/live-facts";

const MARKER = /(<span data-live-fact="([a-z0-9-]+)"[^>]*>)([^<]*)(<\/span>)/g;

export function hasLiveFacts(html: string): boolean {
  return html.includes("data-live-fact=");
}

const isName = (name: string): name is LiveFactName => (liveFactNames as readonly string[]).includes(name);

/** The prerendered HTML with each marked fact written as it stands now. */
export function applyLiveFacts(html: string, facts: PageFacts): string {
  return html.replace(MARKER, (whole, open: string, name: string, _text: string, close: string) =>
    isName(name) ? `${open}${escapeHtml(liveFactText(name, facts))}${close}` : whole,
  );
}
