/** The slice of fontkit (no bundled types) that the PDF exports use. */
declare module 'fontkit' {
  export interface Glyph {
    id: number
    /** The characters this glyph stands for; pdfkit writes them to the PDF's ToUnicode map. */
    codePoints: number[]
  }
  export interface GlyphRun {
    glyphs: Glyph[]
    direction: 'ltr' | 'rtl'
  }
  export interface Font {
    postscriptName: string
    hasGlyphForCodePoint(codePoint: number): boolean
    glyphForCodePoint(codePoint: number): Glyph
    /** The glyph object of an id (one per id, created with the characters of the first call). */
    getGlyph(id: number, codePoints?: number[]): Glyph | null
    layout(text: string, features?: string[] | Record<string, boolean>, ...rest: unknown[]): GlyphRun
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font
}
