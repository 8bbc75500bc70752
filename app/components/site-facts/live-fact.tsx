import { useSiteData } from "#app/components/layout/use-site-data";
import { type LiveFactName, liveFactText } from "#app/domain/site-facts/live-facts";

/**
 * A fact the owner edits in the console (units ready, the next build slot).
 * The server rewrites the marked element in prerendered pages whenever the
 * fact changes, so the text here may be newer than this render's data; React
 * keeps the server's text when the page hydrates.
 */
export function LiveFact({ name }: { name: LiveFactName }) {
  const { facts } = useSiteData();
  return (
    <span data-live-fact={name} suppressHydrationWarning>
      {liveFactText(name, facts)}
    </span>
  );
}
