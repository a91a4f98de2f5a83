import type { FacilitySeed } from '../types'

export const facilities: FacilitySeed[] = [
  {
    slug: 'medical-park-goztepe',
    provider: 'medical-park',
    city: 'istanbul',
    phone: '+90 216 000 0101',
    lat: 40.9787,
    lng: 29.0574,
    content: {
      en: { name: 'Medical Park Göztepe Hospital', address: 'Merdivenköy, Fahrettin Kerim Gökay Cd. No:49, 34732 Kadıköy/İstanbul' },
      ar: { name: 'مستشفى ميديكال بارك غوزتبه', address: 'ميرديفين كوي، شارع فخر الدين كريم غوكاي رقم 49، 34732 كاديكوي/إسطنبول' },
    },
  },
  {
    slug: 'medical-park-antalya',
    provider: 'medical-park',
    city: 'antalya',
    phone: '+90 242 000 0102',
    lat: 36.8841,
    lng: 30.6952,
    content: {
      en: { name: 'Medical Park Antalya Hospital', address: 'Fener, Tekelioğlu Cd. No:7, 07160 Muratpaşa/Antalya' },
      ar: { name: 'مستشفى ميديكال بارك أنطاليا', address: 'فنر، شارع تكلي أوغلو رقم 7، 07160 مراد باشا/أنطاليا' },
    },
  },
  {
    slug: 'dunyagoz-levent',
    provider: 'dunyagoz',
    city: 'istanbul',
    phone: '+90 212 000 0201',
    lat: 41.0819,
    lng: 29.0108,
    content: {
      en: { name: 'Dünyagöz Levent Eye Hospital', address: 'Levent, Büyükdere Cd., 34394 Şişli/İstanbul' },
      ar: { name: 'مستشفى دنيا غوز لفنت للعيون', address: 'لفنت، شارع بويوك دره، 34394 شيشلي/إسطنبول' },
    },
  },
  {
    slug: 'dunyagoz-antalya',
    provider: 'dunyagoz',
    city: 'antalya',
    phone: '+90 242 000 0202',
    lat: 36.8867,
    lng: 30.7056,
    content: {
      en: { name: 'Dünyagöz Antalya Eye Hospital', address: 'Şirinyalı, Ismet Gökşen Cd., 07160 Muratpaşa/Antalya' },
      ar: { name: 'مستشفى دنيا غوز أنطاليا للعيون', address: 'شيرين يالي، شارع عصمت غوكشن، 07160 مراد باشا/أنطاليا' },
    },
  },
  {
    slug: 'estethica-atasehir',
    provider: 'estethica',
    city: 'istanbul',
    phone: '+90 216 000 0301',
    lat: 40.9923,
    lng: 29.1244,
    content: {
      en: { name: 'Estethica Ataşehir', address: 'Barbaros, Mimar Sinan Cd. No:6, 34746 Ataşehir/İstanbul' },
      ar: { name: 'استيتيكا أتاشهير', address: 'بارباروس، شارع معمار سنان رقم 6، 34746 أتاشهير/إسطنبول' },
    },
  },
]
