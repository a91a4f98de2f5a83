/**
 * How people are named wherever the product shows them (the site, e-mails, exports, the desk):
 * one rule, one place. Pure: no imports, so the browser bundles it as it is.
 */

type Named = { name?: string | null; title?: string | null }

/** 'Prof. Dr. Mehmet Yılmaz': the doctor's title (when there is one) and name. */
export const doctorFullName = (doctor: Named | null | undefined) =>
  [doctor?.title?.trim(), doctor?.name?.trim()].filter(Boolean).join(' ')

/** 'Layla Haddad': a person's first and last name, or null when neither is known. */
export const personName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ') || null

/** 'Ayşe Demir' → 'AD': the initials shown while a person has no photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0])
    .join('')
