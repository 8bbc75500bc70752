/** A value that may be long: its preview in the row, the full text a click (or Enter) away. */
export function FoldedText({ text, preview, label }: { text: string; preview: string | null; label: string }) {
  if (preview === null) return <span className="break-words whitespace-pre-wrap">{text}</span>;
  return (
    <details className="group">
      <summary className="cursor-pointer break-words">
        <span>{preview}</span>{" "}
        <span className="font-semibold text-sky-deep underline underline-offset-4">
          Show all<span className="sr-only"> of {label}</span>
        </span>
      </summary>
      <p className="mt-2 break-words whitespace-pre-wrap">{text}</p>
    </details>
  );
}
