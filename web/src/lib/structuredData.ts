/**
 * schema.org JSON-LD of the public pages (issue 18): pure builders from CMS content, typed with
 * schema-dts (types only: nothing of it reaches the bundle). The pages render the result with
 * components/JsonLd.tsx; structuredData.validate.ts holds the rules the unit and e2e tests check.
 *
 * Every link is absolute, made from the site's origin (`useSiteOrigin`: the server's in a server
 * render, the browser's own otherwise). Text comes from the CMS in the page's language; only the
 * site's own name and description come from the locale files.
 */
import type {
  AggregateRating,
  BreadcrumbList,
  FAQPage,
  Hospital,
  ItemList,
  MedicalClinic,
  MedicalOrganization,
  MedicalProcedure,
  MedicalSpecialty,
  Organization,
  PostalAddress,
  Review,
  TouristDestination,
  WebSite,
  WithContext,
} from 'schema-dts'

import { mediaUrl } from './apollo'
import type { Lang } from './lang'

const CONTEXT = 'https://schema.org' as const

/**
 * Every provider of the portal is in Türkiye (the site's premise); the CMS address is one line
 * of text, so the country is stated as its ISO code, which search engines read in any language.
 */
const PROVIDER_COUNTRY = 'TR'

/** Where the page is: the origin its links are made from, and its language. */
export interface Site {
  origin: string
  lang: Lang
}

/** `path` (site-relative or already absolute) as an absolute URL on the site's origin. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, `${origin}/`).href

/** The absolute URL of a page under the language prefix (`rest` without a leading slash). */
export const pageUrl = ({ origin, lang }: Site, rest = '') => absoluteUrl(origin, `/${lang}/${rest}`)

/** A CMS media URL as an absolute link on the site (the origin proxies the media files). */
const mediaLink = (origin: string, url: string | null | undefined) => {
  const path = mediaUrl(url)
  return path ? absoluteUrl(origin, path) : undefined
}

/** Text from a textarea as one plain line (line breaks and runs of spaces folded). */
const plain = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined

/** JSON safe inside a `<script>` block: one rule for the pages' JSON-LD and the origin's page data. */
export { scriptJson } from '@medtour/cms/shared/web'

// ---- Providers -------------------------------------------------------------------------------

/** What the provider builders read (the provider page's query has all of it, the cards some). */
export interface ProviderContent {
  slug: string
  name: string
  description?: string | null
  brief?: string | null
  rating: number | null
  totalReviews: number | null
  totalRating?: number | null
  priceRange?: string | null
  address?: string | null
  image?: { url: string | null } | null
  speciality?: { name: string } | null
  figures?: { key: string }[] | null
  treatmentLists?: { title: string; items: { text: string }[] | null }[] | null
}

/** One CMS review (a review is written in one language; the page may fall back to English ones). */
export interface ReviewContent {
  authorName: string
  rating: number
  text: string
  time: string
  language: string
}

export type ProviderType = 'Hospital' | 'MedicalClinic' | 'MedicalOrganization'

/** Figures (by their language-independent key) that only a hospital or a hospital group counts. */
const HOSPITAL_FIGURES = ['hospitals', 'beds']

/**
 * The schema.org type of a provider, from its CMS content (the one place this is decided):
 * - a provider that counts hospitals or beds among its figures is a hospital (group) → Hospital;
 * - otherwise one devoted to a speciality (eye care, hair transplants…) → MedicalClinic;
 * - anything else → MedicalOrganization.
 */
export function providerType(provider: Pick<ProviderContent, 'figures' | 'speciality'>): ProviderType {
  const keys = new Set(provider.figures?.map((figure) => figure.key))
  if (HOSPITAL_FIGURES.some((key) => keys.has(key))) return 'Hospital'
  if (provider.speciality?.name) return 'MedicalClinic'
  return 'MedicalOrganization'
}

export const providerUrl = (site: Site, slug: string) => pageUrl(site, `health-providers/${encodeURIComponent(slug)}`)

/** The rating the page quotes, when there is one and it rests on at least one review. */
const aggregateRatingOf = (provider: ProviderContent): AggregateRating | undefined =>
  provider.rating != null && provider.totalReviews != null && provider.totalReviews > 0
    ? {
        '@type': 'AggregateRating',
        ratingValue: provider.rating,
        reviewCount: provider.totalReviews,
        ratingCount: provider.totalRating || undefined,
        bestRating: 5,
      }
    : undefined

/** The calendar date of an ISO time, or nothing when the CMS value is not a date. */
const dateOf = (time: string) => {
  const date = new Date(time)
  return isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10)
}

const reviewLd = (review: ReviewContent): Review => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: review.authorName },
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
  reviewBody: plain(review.text),
  datePublished: dateOf(review.time),
  inLanguage: review.language,
})

/** A provider page's entity: who, where, its rating and the reviews the page shows. */
export function providerLd(
  provider: ProviderContent,
  reviews: readonly ReviewContent[] | undefined,
  site: Site,
): WithContext<Hospital | MedicalClinic | MedicalOrganization> {
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    streetAddress: plain(provider.address),
    addressCountry: PROVIDER_COUNTRY,
  }
  const specialty: MedicalSpecialty | undefined = provider.speciality?.name
    ? { '@type': 'MedicalSpecialty', name: provider.speciality.name }
    : undefined
  const common = {
    '@context': CONTEXT,
    '@id': `${providerUrl(site, provider.slug)}#provider`,
    name: provider.name,
    description: plain(provider.description) ?? plain(provider.brief),
    url: providerUrl(site, provider.slug),
    image: mediaLink(site.origin, provider.image?.url),
    address,
    medicalSpecialty: specialty,
    aggregateRating: aggregateRatingOf(provider),
    review: reviews?.length ? reviews.map(reviewLd) : undefined,
  }
  const type = providerType(provider)
  if (type === 'MedicalOrganization') return { ...common, '@type': type }
  // A hospital and a clinic are places one visits: they also have prices and services.
  const treatments = provider.treatmentLists?.flatMap((list) => list.items ?? []) ?? []
  const services: MedicalProcedure[] = treatments.map((item) => ({ '@type': 'MedicalProcedure', name: item.text }))
  const place = { priceRange: plain(provider.priceRange), availableService: services.length ? services : undefined }
  return type === 'Hospital' ? { ...common, ...place, '@type': type } : { ...common, ...place, '@type': type }
}

// ---- Lists, breadcrumbs, FAQ ------------------------------------------------------------------

export interface Link {
  name: string
  url: string
}

/** A list of pages (the providers, the city guides) as positions 1…n. */
export function itemListLd(name: string, entries: readonly Link[]): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: entry.url,
    })),
  }
}

/** The providers of the listing, each by its page. */
export const providerListLd = (name: string, providers: readonly ProviderContent[], site: Site) =>
  itemListLd(
    name,
    providers.map((provider) => ({ name: provider.name, url: providerUrl(site, provider.slug) })),
  )

/** The breadcrumb the page draws, step by step. */
export function breadcrumbLd(trail: readonly Link[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}

/** The questions of the FAQ page with their answers as plain text. */
export function faqPageLd(
  faqs: readonly { question: string; answer: string }[],
  url: string,
  lang: Lang,
): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url,
    inLanguage: lang,
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: plain(faq.question),
      acceptedAnswer: { '@type': 'Answer', text: plain(faq.answer) },
    })),
  }
}

// ---- Places -----------------------------------------------------------------------------------

export interface DestinationContent {
  name: string
  url: string
  description?: string | null
  /** A CMS media URL (the page's banner). */
  image?: string | null
  geo?: { lat: number | null; lng: number | null } | null
  /** The country it lies in, by its name in the page's language. */
  country?: string | null
  /** Pages about the place (a section's articles). */
  subjectOf?: readonly Link[]
}

/** A city or the country as a place to travel to for treatment. */
export function touristDestinationLd(place: DestinationContent, origin: string): WithContext<TouristDestination> {
  const { lat, lng } = place.geo ?? {}
  return {
    '@context': CONTEXT,
    '@type': 'TouristDestination',
    name: place.name,
    description: plain(place.description),
    url: place.url,
    image: mediaLink(origin, place.image),
    geo: lat != null && lng != null ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } : undefined,
    containedInPlace: place.country ? { '@type': 'Country', name: place.country } : undefined,
    subjectOf: place.subjectOf?.length
      ? place.subjectOf.map((page) => ({ '@type': 'WebPage', name: page.name, url: page.url }))
      : undefined,
  }
}

// ---- The site ---------------------------------------------------------------------------------

/** The organization behind the site, shared by every language (one @id). */
export const organizationId = (origin: string) => `${absoluteUrl(origin, '/')}#organization`

export interface SiteIdentity {
  name: string
  alternateName?: string
  description: string
}

/** The site in this language, published by the organization. */
export function webSiteLd(identity: SiteIdentity, site: Site): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${pageUrl(site)}#website`,
    name: identity.name,
    alternateName: identity.alternateName,
    description: identity.description,
    url: pageUrl(site),
    inLanguage: site.lang,
    publisher: { '@id': organizationId(site.origin) },
  }
}

/** The organization: its name, home, logo (the header's) and its accounts elsewhere. */
export function organizationLd(
  identity: SiteIdentity,
  site: Site,
  { logoPath, sameAs }: { logoPath: string; sameAs: readonly string[] },
): WithContext<Organization> {
  const profiles = [...new Set(sameAs.filter(Boolean))]
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site.origin),
    name: identity.name,
    alternateName: identity.alternateName,
    description: identity.description,
    url: pageUrl(site),
    logo: absoluteUrl(site.origin, logoPath),
    sameAs: profiles.length ? profiles : undefined,
  }
}
