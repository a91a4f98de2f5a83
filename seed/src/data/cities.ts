import type { Bilingual } from '../types'

export type CitySeed = {
  slug: string
  country: string
  page?: string
  lat: number
  lng: number
  content: Bilingual<{ name: string }>
}

export const cities: CitySeed[] = [
  { slug: 'istanbul', country: 'TR', page: 'istanbul', lat: 41.0082, lng: 28.9784, content: { en: { name: 'Istanbul' }, ar: { name: 'إسطنبول' } } },
  { slug: 'antalya', country: 'TR', page: 'antalya', lat: 36.8969, lng: 30.7133, content: { en: { name: 'Antalya' }, ar: { name: 'أنطاليا' } } },
  { slug: 'ankara', country: 'TR', lat: 39.9334, lng: 32.8597, content: { en: { name: 'Ankara' }, ar: { name: 'أنقرة' } } },
  { slug: 'izmir', country: 'TR', lat: 38.4237, lng: 27.1428, content: { en: { name: 'Izmir' }, ar: { name: 'إزمير' } } },
]
