import { type PointerEvent, useRef, useState } from "react";

import { Button } from "#app/components/ui/button";
import { ErrorText } from "#app/components/ui/field-frame";
import { useHydrated } from "#app/state/use-hydrated";

const WIDTH = 480;
const HEIGHT = 160;
const ERROR_ID = "signature-drawing-error";

/**
 * A place for the buyer to sign by hand, on a touch screen or with a mouse,
 * kept as SVG path data ("M x y L x y …") in a hidden field. It appears only
 * once the page's script runs; without it the typed name is the acknowledgement.
 */
export function SignaturePad({ name, error }: { name: string; error?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const ready = useHydrated();
  const [path, setPath] = useState("");

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.round(((event.clientX - box.left) / box.width) * WIDTH);
    const y = Math.round(((event.clientY - box.top) / box.height) * HEIGHT);
    return { x, y };
  };

  const stroke = (from: { x: number; y: number } | null, to: { x: number; y: number }) => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 2;
    context.lineCap = "round";
    context.strokeStyle = "#1c1917";
    context.beginPath();
    context.moveTo(from?.x ?? to.x, from?.y ?? to.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  const last = useRef<{ x: number; y: number } | null>(null);

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const at = point(event);
    last.current = at;
    stroke(null, at);
    setPath((current) => `${current}M${at.x} ${at.y} `);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const at = point(event);
    stroke(last.current, at);
    last.current = at;
    setPath((current) => `${current}L${at.x} ${at.y} `);
  };

  const end = () => {
    drawing.current = false;
    last.current = null;
  };

  const clear = () => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    setPath("");
  };

  if (!ready) return null;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <p className="font-semibold text-evergreen-900" id="signature-label">
        Or the buyer also signs here (optional)
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby="signature-label"
        aria-describedby={error ? ERROR_ID : undefined}
        className="w-full max-w-lg touch-none rounded-lg border-2 border-stone-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <input type="hidden" name={name} value={path.trim()} />
      <div>
        <Button type="button" variant="secondary" onClick={clear}>
          Clear the signature
        </Button>
      </div>
      <ErrorText id={ERROR_ID}>{error}</ErrorText>
    </div>
  );
}
