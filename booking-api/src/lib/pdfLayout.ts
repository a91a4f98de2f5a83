/** A small page writer for the exports: titles, headings, label/value rows and paragraphs in either direction. */
import PDFDocument from 'pdfkit'

import { PRODUCT_NAME, type PdfLang } from './pdfLabels'
import { directionOf, drawLine, registerFonts, wrapText, type Direction, type TextStyle } from './pdfText'

const MARGIN = 50
const LABEL_WIDTH = 170
const GAP = 12
const MUTED = '#4a5568'
const ACCENT = '#2b6cb0'

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument
  readonly dir: Direction
  private y = MARGIN
  private readonly chunks: Buffer[] = []
  private readonly done: Promise<Buffer>

  constructor(
    readonly lang: PdfLang,
    meta: { title: string; subject: string },
  ) {
    this.dir = lang === 'ar' ? 'rtl' : 'ltr'
    this.doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      lang,
      displayTitle: true,
      pdfVersion: '1.7',
      info: { Title: meta.title, Subject: meta.subject, Author: PRODUCT_NAME[lang], Creator: PRODUCT_NAME.en },
    })
    registerFonts(this.doc)
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk))
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)))
      this.doc.on('error', reject)
    })
  }

  private get width() {
    return this.doc.page.width - 2 * MARGIN
  }

  private get align(): 'left' | 'right' {
    return this.dir === 'rtl' ? 'right' : 'left'
  }

  /** Moves to a new page when fewer than `height` points are left. */
  private room(height: number) {
    if (this.y + height <= this.doc.page.height - MARGIN) return
    this.doc.addPage()
    this.y = MARGIN
  }

  private lines(text: string, box: { x: number; width: number }, style: TextStyle, base?: Direction) {
    const direction = base ?? directionOf(text, this.dir)
    const lineHeight = style.size * 1.6
    const wrapped = wrapText(this.doc, text, box.width, direction, style)
    for (const line of wrapped) {
      this.room(lineHeight)
      drawLine(this.doc, line, { ...box, y: this.y }, { ...style, base: direction, align: this.align })
      this.y += lineHeight
    }
    return wrapped.length * lineHeight
  }

  header(title: string) {
    const box = { x: MARGIN, width: this.width }
    this.lines(PRODUCT_NAME[this.lang], box, { size: 11, weight: 'bold', color: ACCENT }, this.dir)
    this.lines(title, box, { size: 20, weight: 'bold' }, this.dir)
    this.rule()
  }

  heading(text: string, note?: string) {
    this.room(48)
    this.y += 10
    const full = note ? `${text} — ${note}` : text
    this.lines(full, { x: MARGIN, width: this.width }, { size: 13, weight: 'bold', color: ACCENT }, this.dir)
    this.rule()
  }

  /** A label and its value side by side; the label on the reading side. */
  row(label: string, value: string) {
    this.room(20)
    const valueWidth = this.width - LABEL_WIDTH - GAP
    const labelBox = { x: this.dir === 'rtl' ? MARGIN + this.width - LABEL_WIDTH : MARGIN, width: LABEL_WIDTH }
    const valueBox = { x: this.dir === 'rtl' ? MARGIN : MARGIN + LABEL_WIDTH + GAP, width: valueWidth }
    const top = this.y
    const labelHeight = this.lines(label, labelBox, { size: 10, weight: 'bold', color: MUTED }, this.dir)
    const labelPage = this.doc.page
    this.y = top
    // A value's own first strong character sets its direction; numbers and dates read left to right.
    const valueHeight = this.lines(value, valueBox, { size: 10.5 }, directionOf(value, 'ltr'))
    if (this.doc.page === labelPage) this.y = top + Math.max(labelHeight, valueHeight)
    this.y += 2
  }

  paragraph(text: string, style: Partial<TextStyle> = {}, base?: Direction) {
    this.lines(text, { x: MARGIN, width: this.width }, { size: 10.5, ...style }, base)
  }

  /** A list item, the bullet on the document's reading side; callers isolate parts whose direction differs. */
  bullet(text: string) {
    this.paragraph(`• ${text}`, {}, this.dir)
  }

  rule() {
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(0.7)
      .strokeColor('#cbd5e0')
      .stroke()
    this.y += 8
  }

  footer(text: string) {
    this.y += 12
    this.paragraph(text, { size: 8.5, color: MUTED }, this.dir)
  }

  end(): Promise<Buffer> {
    this.doc.end()
    return this.done
  }
}
