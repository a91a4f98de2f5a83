import { undoLatin1Misreading } from './files'

/** How the upload parser misread a name: its UTF-8 bytes taken one by one as Latin-1. */
const misread = (name: string) => String.fromCharCode(...new TextEncoder().encode(name))

describe('names misread as Latin-1', () => {
  it('gives back an Arabic or Russian name whose bytes are all there', () => {
    expect(undoLatin1Misreading(misread('تقرير.pdf'))).toEqual({ state: 'fixed', name: 'تقرير.pdf' })
    expect(undoLatin1Misreading(misread('анализ крови.pdf'))).toEqual({ state: 'fixed', name: 'анализ крови.pdf' })
  })

  it('says when making the name safe lost some bytes (the issue’s ‘ØªØ_ÙÙÙ-Ø_Ù.pdf’)', () => {
    // The bytes 0x80–0x9F (control characters) were dropped by the safe-name rule.
    const stored = misread('تحليل-دم.pdf').replace(/[\u0080-\u009f]/g, '')
    expect(undoLatin1Misreading(stored)).toEqual({ state: 'lost' })
    expect(undoLatin1Misreading('ØªØ_ÙÙÙ-Ø_Ù.pdf')).toEqual({ state: 'lost' })
  })

  it('leaves real names alone', () => {
    for (const name of ['résumé.pdf', 'Ñandú.png', 'report.pdf', 'تحليل-دم.pdf', 'España – Peña.jpg', 'Øresund.pdf'])
      expect(undoLatin1Misreading(name)).toBeNull()
  })
})
