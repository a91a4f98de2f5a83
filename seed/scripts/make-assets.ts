/**
 * Regenerates the images the seed ships (seed/assets/*.jpg) and their bilingual alt texts
 * (seed/assets/manifest.json) from the fixtures. Run once after adding an image key:
 *   npm run assets --workspace seed
 * The output is committed, so seeding itself needs no network and no image tooling.
 * Images are abstract (no text), so they suit both languages.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { doctors } from '../src/data/doctors'
import { travelServices } from '../src/data/globals'
import { pages } from '../src/data/pages'
import { providers } from '../src/data/providers'
import { specialities } from '../src/data/specialities'

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets')

type Kind = 'banner' | 'provider' | 'doctor' | 'speciality' | 'service'
type Item = { key: string; kind: Kind; alt: { en: string; ar: string } }

const items: Item[] = [
  ...pages.map((p) => ({
    key: p.banner,
    kind: 'banner' as const,
    alt: { en: p.content.en.title, ar: p.content.ar.title },
  })),
  ...providers.map((p) => ({
    key: p.image,
    kind: 'provider' as const,
    alt: { en: p.content.en.name, ar: p.content.ar.name },
  })),
  ...doctors.map((d) => ({
    key: d.photo,
    kind: 'doctor' as const,
    alt: { en: d.content.en.name, ar: d.content.ar.name },
  })),
  ...specialities.map((s) => ({
    key: s.image,
    kind: 'speciality' as const,
    alt: { en: s.content.en.name, ar: s.content.ar.name },
  })),
  ...travelServices.map((s) => ({ key: s.banner, kind: 'service' as const, alt: { en: s.title.en, ar: s.title.ar } })),
]

const PALETTES = [
  ['#0b7285', '#15aabf', '#e3fafc'],
  ['#1c3d5a', '#3b7ea1', '#f1f3f5'],
  ['#2b8a3e', '#69db7c', '#ebfbee'],
  ['#c2255c', '#f783ac', '#fff0f6'],
  ['#e67700', '#ffd43b', '#fff9db'],
  ['#5f3dc4', '#9775fa', '#f3f0ff'],
]

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const svgFor = (item: Item) => {
  const h = hash(item.key)
  const [dark, mid, light] = PALETTES[h % PALETTES.length]!
  const [w, ht] = item.kind === 'doctor' || item.kind === 'speciality' ? [480, 480] : [1600, 640]
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((h >> (i * 3)) % 100) / 100
    const y = ((h >> (i * 2 + 1)) % 100) / 100
    const r = 40 + ((h >> i) % 160)
    return `<circle cx="${Math.round(x * w)}" cy="${Math.round(y * ht)}" r="${r}" fill="${light}" opacity="${0.08 + i * 0.03}"/>`
  }).join('')
  const person =
    item.kind === 'doctor'
      ? `<circle cx="240" cy="190" r="90" fill="${light}" opacity="0.9"/><path d="M70 480 C70 340 410 340 410 480 Z" fill="${light}" opacity="0.9"/><rect x="215" y="330" width="50" height="90" rx="10" fill="${mid}"/>`
      : ''
  const wave =
    item.kind === 'banner' || item.kind === 'service' || item.kind === 'provider'
      ? `<path d="M0 ${ht * 0.75} C ${w * 0.25} ${ht * 0.6}, ${w * 0.5} ${ht * 0.9}, ${w} ${ht * 0.7} L ${w} ${ht} L 0 ${ht} Z" fill="${light}" opacity="0.35"/>`
      : ''
  const cross =
    item.kind === 'speciality'
      ? `<rect x="200" y="120" width="80" height="240" rx="16" fill="${light}" opacity="0.85"/><rect x="120" y="200" width="240" height="80" rx="16" fill="${light}" opacity="0.85"/>`
      : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${wave}${person}${cross}</svg>`
}

const manifest: Record<string, { file: string; alt: { en: string; ar: string } }> = {}
for (const item of items) {
  const file = `${item.key}.jpg`
  await sharp(Buffer.from(svgFor(item)))
    .jpeg({ quality: 72, progressive: true })
    .toFile(path.join(out, file))
  manifest[item.key] = { file, alt: item.alt }
}
writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(`assets: ${items.length} images written to ${out}`)
