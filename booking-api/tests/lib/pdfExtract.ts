/** Text and metadata of a PDF as pdf.js reads it (the legacy build runs in Node without a worker thread). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type Extracted = { lines: string[]; text: string; pages: number; info: Record<string, unknown> }

/** Lines of text in reading order: pdf.js items joined until an end-of-line, presentation forms normalised. */
export const extractPdf = async (pdf: Uint8Array): Promise<Extracted> => {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise
  const lines: string[] = []
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent()
    let line = ''
    for (const item of content.items) {
      if (!('str' in item)) continue
      line += item.str
      if (item.hasEOL) {
        if (line.trim()) lines.push(line.normalize('NFKC'))
        line = ''
      }
    }
    if (line.trim()) lines.push(line.normalize('NFKC'))
  }
  const { info } = await doc.getMetadata()
  const pages = doc.numPages
  await doc.destroy()
  return { lines, text: lines.join('\n'), pages, info: info as Record<string, unknown> }
}

/**
 * pdf.js infers spaces from glyph positions and drops them where a line switches direction (between an Arabic
 * run and a Latin one), so mixed-direction lines are compared without whitespace.
 */
export const squash = (text: string) => text.normalize('NFKC').replace(/\s+/g, '')
