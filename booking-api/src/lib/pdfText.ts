/**
 * Bidirectional text for pdfkit. pdfkit shapes Arabic through fontkit (joining forms, lam-alef) but knows nothing
 * of the Unicode bidi algorithm, and each of its fonts covers one subset only. This module splits every line into
 * runs of one direction and one font (bidi-js gives the levels and the visual order), measures them, places them
 * left to right and writes them in logical order, so text extraction and copy-paste read naturally.
 *
 * Fonts: IBM Plex Sans Arabic and IBM Plex Sans from @fontsource, one file per Unicode subset; each character is
 * drawn with the first file that has a glyph for it.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import bidiFactory from 'bidi-js'
import * as fontkit from 'fontkit'
import type { Font } from 'fontkit'

export type Weight = 'regular' | 'bold'
type Subset = { name: string; fonts: Record<Weight, Font> }

const WEIGHT_FILE: Record<Weight, string> = { regular: '400', bold: '700' }
/**
 * The font files used, in order of preference: IBM Plex Sans Arabic for Arabic, IBM Plex Sans (same design) for
 * Latin, Turkish, Cyrillic and Greek. Plex rather than Noto Sans Arabic: Noto splits letters into a dotless
 * skeleton and separate dots (its ccmp feature), so one glyph stands for several letters and no ToUnicode map can
 * give the text back; Plex draws every letter form as one glyph, so extracted and copied text is what went in.
 */
const SUBSETS = [
  { family: 'ibm-plex-sans-arabic', name: 'arabic' },
  { family: 'ibm-plex-sans', name: 'latin' },
  { family: 'ibm-plex-sans', name: 'latin-ext' },
  { family: 'ibm-plex-sans', name: 'cyrillic' },
  { family: 'ibm-plex-sans', name: 'cyrillic-ext' },
  { family: 'ibm-plex-sans', name: 'greek' },
] as const

let subsetsCache: Subset[] | null = null

/**
 * The font subsets, parsed once per process (fontkit keeps its shaping tables per font object, so every document
 * after the first lays out text without parsing anything again).
 */
export const fontSubsets = (): Subset[] => {
  if (subsetsCache) return subsetsCache
  const require = createRequire(import.meta.url)
  const load = (family: string, name: string, weight: Weight, copy = false) => {
    const dir = path.join(path.dirname(require.resolve(`@fontsource/${family}/package.json`)), 'files')
    const sfnt = woffToSfnt(readFileSync(path.join(dir, `${family}-${name}-${WEIGHT_FILE[weight]}-normal.woff`)))
    return fontkit.create(copy ? markAsCopy(sfnt) : sfnt)
  }
  const subsets: Subset[] = SUBSETS.map(({ family, name }) => ({
    name,
    fonts: { regular: load(family, name, 'regular'), bold: load(family, name, 'bold') },
  }))
  for (const subset of subsets) Object.values(subset.fonts).forEach(keepCharacters)
  for (const subset of subsets.filter((subset) => subset.name === 'arabic')) {
    Object.values(subset.fonts).forEach(reverseLigatureText)
  }
  // A separate copy of the latin files draws mirrored brackets: there ')' stands for '(' and so on.
  const latin = SUBSETS.find((subset) => subset.name === 'latin') ?? SUBSETS[1]
  const mirror = {
    regular: load(latin.family, latin.name, 'regular', true),
    bold: load(latin.family, latin.name, 'bold', true),
  }
  Object.values(mirror).forEach(keepCharacters)
  Object.values(mirror).forEach(swapMirroredPairs)
  subsets.push({ name: MIRROR, fonts: mirror })
  subsetsCache = subsets
  return subsetsCache
}

/**
 * Changes the file's head.checkSumAdjustment, which pdfkit compares to decide that two fonts are one: the mirror
 * copy must be embedded as a font of its own, with its own ToUnicode map.
 */
const markAsCopy = (sfnt: Buffer): Buffer => {
  const copy = Buffer.from(sfnt)
  const numTables = copy.readUInt16BE(4)
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16
    if (copy.toString('latin1', record, record + 4) !== 'head') continue
    const field = copy.readUInt32BE(record + 8) + 8
    copy.writeUInt32BE((copy.readUInt32BE(field) ^ 0x4d495252) >>> 0, field)
  }
  return copy
}

/**
 * fontkit keeps one glyph object per id, with the characters of its first use. When pdfkit embeds a composite glyph
 * (an Arabic letter built from another letter's outline and dots), fontkit fetches the component glyphs without
 * characters; a later text that uses such a component directly (the seen of 'سير' after a shin elsewhere) then got
 * a glyph standing for nothing, and its text was lost on extraction and copy-paste — in every later document, as
 * the fonts are shared. A glyph fetched without characters takes them from its first use in a text.
 */
const keepCharacters = (font: Font) => {
  const getGlyph = font.getGlyph.bind(font)
  font.getGlyph = (id: number, codePoints?: number[]) => {
    const glyph = getGlyph(id, codePoints)
    if (glyph && glyph.codePoints.length === 0 && codePoints?.length) glyph.codePoints = [...codePoints]
    return glyph
  }
}

/** Name of the bracket-mirroring copy of the latin subset. */
const MIRROR = 'mirror'
const MIRROR_PAIRS = ['()', '[]', '{}', '<>', '«»', '‹›']
const MIRRORED_CHARS = new Set(MIRROR_PAIRS.join(''))

/**
 * In right-to-left text the bracket drawn is the mirror image of the one written: the logical '(' shows as ')'.
 * The mirror font's ')' glyph therefore stands for '(' in the ToUnicode map, so extracted text keeps the '('.
 * fontkit caches one glyph object per id and reuses it in every layout, which makes this stick.
 */
const swapMirroredPairs = (font: Font) => {
  for (const [open, close] of MIRROR_PAIRS.map((pair) => Array.from(pair, (char) => char.codePointAt(0) ?? 0))) {
    if (open === undefined || close === undefined) continue
    font.glyphForCodePoint(open).codePoints = [close]
    font.glyphForCodePoint(close).codePoints = [open]
  }
}

/**
 * Right-to-left glyphs are written in visual order and readers (pdf.js among them) reverse the text of such a run
 * character by character, which would turn a ligature's 'لا' into 'ال'. Ligature glyphs of a right-to-left run
 * therefore carry their characters reversed, once per glyph object.
 */
const reverseLigatureText = (font: Font) => {
  const reversed = new WeakSet<object>()
  const layout = font.layout.bind(font)
  font.layout = (text, features, ...rest) => {
    const run = layout(text, features, ...rest)
    if (run.direction !== 'rtl') return run
    for (const glyph of run.glyphs) {
      if (glyph.codePoints.length < 2 || reversed.has(glyph)) continue
      glyph.codePoints = [...glyph.codePoints].reverse()
      reversed.add(glyph)
    }
    return run
  }
}

/**
 * Unpacks a WOFF 1.0 file into the plain TrueType/OpenType file it wraps. fontkit reads WOFF directly, but it
 * inflates the whole glyf table again for every glyph it subsets, which made each PDF take a second.
 */
export const woffToSfnt = (woff: Buffer): Buffer => {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') return woff
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const raw = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    }
  })
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const header = Buffer.alloc(12 + 16 * numTables)
  header.writeUInt32BE(woff.readUInt32BE(4), 0) // flavor: the sfnt version
  header.writeUInt16BE(numTables, 4)
  header.writeUInt16BE(searchRange, 6)
  header.writeUInt16BE(entrySelector, 8)
  header.writeUInt16BE(numTables * 16 - searchRange, 10)
  const bodies: Buffer[] = []
  let offset = header.length
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    table.tag.copy(header, record)
    header.writeUInt32BE(table.checksum, record + 4)
    header.writeUInt32BE(offset, record + 8)
    header.writeUInt32BE(table.data.length, record + 12)
    const padded = Buffer.alloc((table.data.length + 3) & ~3)
    table.data.copy(padded)
    bodies.push(padded)
    offset += padded.length
  })
  return Buffer.concat([header, ...bodies])
}

/** pdfkit font name of a subset and weight, registered by `registerFonts`. */
const fontName = (subset: string, weight: Weight) => `plex-${subset}-${weight}`

/** Registers every subset in both weights on a document (the parsed fonts are shared, not re-read). */
export const registerFonts = (doc: PDFKit.PDFDocument): void => {
  for (const subset of fontSubsets()) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit accepts a fontkit font object as well as bytes; its types only list bytes.
      doc.registerFont(fontName(subset.name, weight), subset.fonts[weight] as unknown as Buffer)
    }
  }
}

const coverage = new Map<string, boolean>()
/** Whether the subset's regular file has a glyph for the character (bold files cover the same characters). */
const covers = (subset: Subset, codePoint: number): boolean => {
  const key = `${subset.name}:${codePoint}`
  let has = coverage.get(key)
  if (has === undefined) {
    has = subset.fonts.regular.hasGlyphForCodePoint(codePoint)
    coverage.set(key, has)
  }
  return has
}

const bidi = bidiFactory()

export type Run = { text: string; subset: string; start: number; width: number }
export type TextStyle = { size: number; weight?: Weight; color?: string }
export type Direction = 'ltr' | 'rtl'

/** Arabic-letter text, for choosing a paragraph's direction. */
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/
const STRONG_LTR = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/

/** The direction of the first strong character, or the fallback. */
export const directionOf = (text: string, fallback: Direction): Direction => {
  for (const char of text) {
    if (STRONG_RTL.test(char)) return 'rtl'
    if (STRONG_LTR.test(char)) return 'ltr'
  }
  return fallback
}

/** Embedding, override and isolate controls: they steer the bidi algorithm and are not drawn. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/

/** Wraps text in a first-strong isolate, so its direction cannot leak into (or take from) the surrounding text. */
export const isolate = (text: string) => `\u2068${text}\u2069`
/** Wraps text in a left-to-right isolate (numbers, dates, e-mail addresses). */
export const isolateLtr = (text: string) => `\u2066${text}\u2069`

/**
 * OpenType features of a run. Passing any makes pdfkit lay out the run as one string (its default splits it into
 * words, which breaks right-to-left order). Arabic goes without kerning: the font's kerning after non-joining
 * letters opens gaps that text extraction reads as spaces inside words. fontkit fills in the object it is given,
 * hence a new one each time.
 */
const featuresFor = (subset: string) =>
  (subset === 'arabic' ? { kern: false } : ['kern']) as unknown as PDFKit.Mixins.OpenTypeFeatures[]

/**
 * One line as runs in visual order, left to right. A right-to-left Arabic run is given to fontkit in logical
 * order (fontkit shapes and reverses it); every other run is already in visual order.
 */
export const visualRuns = (doc: PDFKit.PDFDocument, line: string, base: Direction, style: TextStyle): Run[] => {
  if (!line) return []
  const subsets = fontSubsets()
  const levels = bidi.getEmbeddingLevels(line, base)
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels)
  // Subset of every UTF-16 index: neutrals (spaces, marks) stay in the previous character's font when it has them.
  const subsetAt: string[] = []
  let previous: Subset | undefined
  for (let i = 0; i < line.length; i++) {
    const codePoint = line.codePointAt(i) ?? 0
    const chosen =
      previous && covers(previous, codePoint) && !/[\p{L}\p{N}]/u.test(String.fromCodePoint(codePoint))
        ? previous
        : (subsets.find((subset) => covers(subset, codePoint)) ?? subsets.find((subset) => subset.name === 'latin'))
    subsetAt[i] = mirrored.has(i) && MIRRORED_CHARS.has(line[i] ?? '') ? MIRROR : (chosen?.name ?? 'latin')
    if (codePoint > 0xffff) subsetAt[++i] = chosen?.name ?? 'latin'
    previous = chosen
  }

  const order = bidi.getReorderedIndices(line, levels).filter((index) => !BIDI_CONTROLS.test(line[index] ?? ''))
  const groups: number[][] = []
  for (const index of order) {
    const last = groups.at(-1)
    const prev = last?.at(-1)
    const rtl = (levels.levels[index] ?? 0) % 2 === 1
    const sameRun =
      last !== undefined &&
      prev !== undefined &&
      subsetAt[prev] === subsetAt[index] &&
      (levels.levels[prev] ?? 0) % 2 === (rtl ? 1 : 0) &&
      index === prev + (rtl ? -1 : 1) &&
      // fontkit would reverse an Arabic-font run it lays out left to right (Arabic-Indic digits): one glyph each.
      !(subsetAt[index] === 'arabic' && !rtl)
    if (sameRun) last.push(index)
    else groups.push([index])
  }

  return groups.map((indices) => {
    const subset = subsetAt[indices[0] ?? 0] ?? 'latin'
    const rtl = (levels.levels[indices[0] ?? 0] ?? 0) % 2 === 1
    const logical = [...indices].sort((a, b) => a - b)
    const charAt = (i: number) => mirrored.get(i) ?? line[i] ?? ''
    const text = (rtl && subset === 'arabic' ? logical : indices).map(charAt).join('')
    return { text, subset, start: logical[0] ?? 0, width: measureRun(doc, text, subset, style) }
  })
}

/** Advance widths at 1 pt, by weight, subset and text: the same labels recur in every document. */
const widthCache = new Map<string, number>()

const measureRun = (doc: PDFKit.PDFDocument, text: string, subset: string, style: TextStyle): number => {
  const weight = style.weight ?? 'regular'
  const key = `${weight}|${subset}|${text}`
  let perPoint = widthCache.get(key)
  if (perPoint === undefined) {
    doc.font(fontName(subset, weight)).fontSize(100)
    perPoint = doc.widthOfString(text, { features: featuresFor(subset) }) / 100
    if (widthCache.size > 20_000) widthCache.clear()
    widthCache.set(key, perPoint)
  }
  return perPoint * style.size
}

export const lineWidth = (runs: Run[]) => runs.reduce((sum, run) => sum + run.width, 0)

/** Draws one line at (x, y), aligned in a box of `width`; runs are written in logical order. */
export const drawLine = (
  doc: PDFKit.PDFDocument,
  line: string,
  box: { x: number; y: number; width: number },
  options: TextStyle & { base: Direction; align: 'left' | 'right' },
): void => {
  const runs = visualRuns(doc, line, options.base, options)
  const total = lineWidth(runs)
  let x = options.align === 'right' ? box.x + box.width - total : box.x
  const placed = runs.map((run) => {
    const at = x
    x += run.width
    return { ...run, x: at }
  })
  doc.fillColor(options.color ?? '#1a202c')
  for (const run of placed.sort((a, b) => a.start - b.start)) {
    doc
      .font(fontName(run.subset, options.weight ?? 'regular'))
      .fontSize(options.size)
      .text(run.text, run.x, box.y, { lineBreak: false, features: featuresFor(run.subset) })
  }
}

/** Splits a paragraph into lines no wider than `width` (greedy, at spaces; a too-long word is cut). */
export const wrapText = (doc: PDFKit.PDFDocument, text: string, width: number, base: Direction, style: TextStyle) => {
  const measure = (line: string) => lineWidth(visualRuns(doc, line, base, style))
  // Shaping never crosses a space, so a line is as wide as its words and spaces.
  const space = measure(' ')
  const words = new Map<string, number>()
  const wordWidth = (word: string) => words.get(word) ?? words.set(word, measure(word)).get(word) ?? 0
  /** A word wider than the box, cut into pieces that fit (the last piece may take more words). */
  const cut = (word: string): string[] => {
    const pieces: string[] = []
    let rest = Array.from(word)
    while (rest.length > 1 && measure(rest.join('')) > width) {
      let end = rest.length - 1
      while (end > 1 && measure(rest.slice(0, end).join('')) > width) end--
      pieces.push(rest.slice(0, end).join(''))
      rest = rest.slice(end)
    }
    return [...pieces, rest.join('')]
  }
  const lines: string[] = []
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let current = ''
    let currentWidth = 0
    for (const whole of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const pieces = wordWidth(whole) > width ? cut(whole) : [whole]
      for (const word of pieces) {
        const candidateWidth = current ? currentWidth + space + wordWidth(word) : wordWidth(word)
        if (!current || candidateWidth <= width) {
          current = current ? `${current} ${word}` : word
          currentWidth = candidateWidth
          continue
        }
        lines.push(current)
        current = word
        currentWidth = wordWidth(word)
      }
    }
    lines.push(current)
  }
  return lines
}
