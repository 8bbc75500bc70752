/** The little of fontkit (react-pdf's font reader) the tests use to check fonts; it ships no types. */
declare module "fontkit" {
  export interface Font {
    numGlyphs: number;
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    characterSet: number[];
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
