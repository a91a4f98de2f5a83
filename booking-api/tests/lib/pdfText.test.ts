import PDFDocument from 'pdfkit'

import { directionOf, fontSubsets, registerFonts, visualRuns, woffToSfnt, wrapText } from '../../src/lib/pdfText'

const doc = new PDFDocument()
registerFonts(doc)
const style = { size: 10 }
const runs = (line: string, base: 'ltr' | 'rtl') =>
  visualRuns(doc, line, base, style).map((run) => [run.text, run.subset])

describe('directionOf', () => {
  it('follows the first strong character', () => {
    expect(directionOf('محمد Ali', 'ltr')).toBe('rtl')
    expect(directionOf('Ali محمد', 'rtl')).toBe('ltr')
    expect(directionOf('Иван', 'rtl')).toBe('ltr')
    expect(directionOf('24/11/2026 (+3)', 'rtl')).toBe('rtl')
    expect(directionOf('', 'ltr')).toBe('ltr')
  })
})

describe('visualRuns', () => {
  it('orders an Arabic line right to left with embedded Latin kept left to right', () => {
    // Visual order, left to right: the Latin name, then the Arabic words (each given in logical order).
    expect(runs('المريض: Ali Hassan', 'rtl')).toStrictEqual([
      ['Ali Hassan', 'latin'],
      [' :', 'latin'], // right-to-left neutrals, already in visual order
      ['المريض', 'arabic'],
    ])
  })

  it('gives Arabic inside an English line its own right-to-left run', () => {
    expect(runs('Name: محمد الأحمد (Iraq)', 'ltr')).toStrictEqual([
      ['Name: ', 'latin'],
      ['محمد الأحمد', 'arabic'],
      [' ', 'arabic'],
      ['(Iraq)', 'latin'],
    ])
  })

  it('mirrors brackets in right-to-left text with the mirror font', () => {
    const result = runs('أشهر (تقريبًا)', 'rtl')
    expect(result).toStrictEqual([
      ['(', 'mirror'],
      ['تقريبًا', 'arabic'],
      [')', 'mirror'],
      ['أشهر ', 'arabic'],
    ])
  })

  it('keeps numbers left to right and drops bidi controls', () => {
    expect(runs('رقم \u20662026-11-24\u2069', 'rtl')).toStrictEqual([
      ['2026-11-24', 'latin'],
      ['رقم ', 'arabic'],
    ])
  })

  it('picks a font that has the glyph: Turkish, Cyrillic', () => {
    expect(runs('İstanbul', 'ltr')).toStrictEqual([
      ['İ', 'latin-ext'],
      ['stanbul', 'latin'],
    ])
    expect(runs('Иван', 'ltr')).toStrictEqual([['Иван', 'cyrillic']])
  })

  it('measures runs in proportion to the size', () => {
    const [small] = visualRuns(doc, 'محمد', 'rtl', { size: 10 })
    const [large] = visualRuns(doc, 'محمد', 'rtl', { size: 20 })
    expect(small && large && small.width > 0).toBeTruthy()
    expect(Math.abs(large!.width - 2 * small!.width) < 1e-9).toBeTruthy()
  })
})

describe('wrapText', () => {
  it('breaks at spaces within the width and keeps every word', () => {
    const text = 'يرجى مراجعة التقارير المرفقة قبل الموعد '.repeat(10).trim()
    const lines = wrapText(doc, text, 200, 'rtl', style)
    expect(lines.length > 3).toBeTruthy()
    expect(lines.join(' ')).toBe(text)
    for (const line of lines)
      expect(visualRuns(doc, line, 'rtl', style).reduce((sum, run) => sum + run.width, 0) <= 200).toBeTruthy()
  })

  it('keeps explicit line breaks and cuts words wider than the box', () => {
    expect(wrapText(doc, 'one\ntwo', 500, 'ltr', style)).toStrictEqual(['one', 'two'])
    const long = 'x'.repeat(200)
    const lines = wrapText(doc, `a ${long} b`, 100, 'ltr', style)
    expect(lines.length > 3).toBeTruthy()
    expect(lines.join('').replace(/ /g, '')).toBe(`a${long}b`)
  })
})

describe('fonts', () => {
  it('unpacks WOFF into an sfnt once and shares the parsed fonts', () => {
    expect(fontSubsets()).toBe(fontSubsets())
    const sfnt = woffToSfnt(Buffer.from('not a woff'))
    expect(sfnt.toString()).toBe('not a woff')
    expect(fontSubsets().some((subset) => subset.name === 'arabic')).toBeTruthy()
  })
})
