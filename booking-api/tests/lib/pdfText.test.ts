import assert from 'node:assert/strict'
import { describe, it } from 'node:test'

import PDFDocument from 'pdfkit'

import { directionOf, fontSubsets, registerFonts, visualRuns, woffToSfnt, wrapText } from '../../src/lib/pdfText'

const doc = new PDFDocument()
registerFonts(doc)
const style = { size: 10 }
const runs = (line: string, base: 'ltr' | 'rtl') =>
  visualRuns(doc, line, base, style).map((run) => [run.text, run.subset])

describe('directionOf', () => {
  it('follows the first strong character', () => {
    assert.equal(directionOf('محمد Ali', 'ltr'), 'rtl')
    assert.equal(directionOf('Ali محمد', 'rtl'), 'ltr')
    assert.equal(directionOf('Иван', 'rtl'), 'ltr')
    assert.equal(directionOf('24/11/2026 (+3)', 'rtl'), 'rtl')
    assert.equal(directionOf('', 'ltr'), 'ltr')
  })
})

describe('visualRuns', () => {
  it('orders an Arabic line right to left with embedded Latin kept left to right', () => {
    // Visual order, left to right: the Latin name, then the Arabic words (each given in logical order).
    assert.deepEqual(runs('المريض: Ali Hassan', 'rtl'), [
      ['Ali Hassan', 'latin'],
      [' :', 'latin'], // right-to-left neutrals, already in visual order
      ['المريض', 'arabic'],
    ])
  })

  it('gives Arabic inside an English line its own right-to-left run', () => {
    assert.deepEqual(runs('Name: محمد الأحمد (Iraq)', 'ltr'), [
      ['Name: ', 'latin'],
      ['محمد الأحمد', 'arabic'],
      [' ', 'arabic'],
      ['(Iraq)', 'latin'],
    ])
  })

  it('mirrors brackets in right-to-left text with the mirror font', () => {
    const result = runs('أشهر (تقريبًا)', 'rtl')
    assert.deepEqual(result, [
      ['(', 'mirror'],
      ['تقريبًا', 'arabic'],
      [')', 'mirror'],
      ['أشهر ', 'arabic'],
    ])
  })

  it('keeps numbers left to right and drops bidi controls', () => {
    assert.deepEqual(runs('رقم \u20662026-11-24\u2069', 'rtl'), [
      ['2026-11-24', 'latin'],
      ['رقم ', 'arabic'],
    ])
  })

  it('picks a font that has the glyph: Turkish, Cyrillic', () => {
    assert.deepEqual(runs('İstanbul', 'ltr'), [
      ['İ', 'latin-ext'],
      ['stanbul', 'latin'],
    ])
    assert.deepEqual(runs('Иван', 'ltr'), [['Иван', 'cyrillic']])
  })

  it('measures runs in proportion to the size', () => {
    const [small] = visualRuns(doc, 'محمد', 'rtl', { size: 10 })
    const [large] = visualRuns(doc, 'محمد', 'rtl', { size: 20 })
    assert.ok(small && large && small.width > 0)
    assert.ok(Math.abs(large.width - 2 * small.width) < 1e-9)
  })
})

describe('wrapText', () => {
  it('breaks at spaces within the width and keeps every word', () => {
    const text = 'يرجى مراجعة التقارير المرفقة قبل الموعد '.repeat(10).trim()
    const lines = wrapText(doc, text, 200, 'rtl', style)
    assert.ok(lines.length > 3)
    assert.equal(lines.join(' '), text)
    for (const line of lines)
      assert.ok(visualRuns(doc, line, 'rtl', style).reduce((sum, run) => sum + run.width, 0) <= 200)
  })

  it('keeps explicit line breaks and cuts words wider than the box', () => {
    assert.deepEqual(wrapText(doc, 'one\ntwo', 500, 'ltr', style), ['one', 'two'])
    const long = 'x'.repeat(200)
    const lines = wrapText(doc, `a ${long} b`, 100, 'ltr', style)
    assert.ok(lines.length > 3)
    assert.equal(lines.join('').replace(/ /g, ''), `a${long}b`)
  })
})

describe('fonts', () => {
  it('unpacks WOFF into an sfnt once and shares the parsed fonts', () => {
    assert.equal(fontSubsets(), fontSubsets())
    const sfnt = woffToSfnt(Buffer.from('not a woff'))
    assert.equal(sfnt.toString(), 'not a woff')
    assert.ok(fontSubsets().some((subset) => subset.name === 'arabic'))
  })
})
