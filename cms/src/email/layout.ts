/**
 * The one frame every e-mail of the product shares (the account e-mails of the cms and the
 * booking e-mails of the booking API): escaped content, the language's direction (Arabic right to
 * left) and a plain-text twin for clients that show no HTML.
 */
import { escapeHtml } from '../shared/web.mjs'

export type MailLang = 'en' | 'ar'

export { escapeHtml }

export type Row = [label: string, value: string]

export type MailBody = {
  lang: MailLang
  heading: string
  intro: string
  rows?: Row[]
  /** Free text shown as a quoted block with its line breaks (contact messages). */
  quote?: string
  /** A button to the site (e.g. the patient's appointments). */
  action?: { label: string; href: string }
  /** Further links under the button (e.g. "choose a new password"). */
  links?: { label: string; href: string }[]
  /** Print the button's address as text too, for clients that block buttons (account links). */
  showActionAddress?: boolean
  footer?: string
}

export const renderHtml = ({
  lang,
  heading,
  intro,
  rows = [],
  quote,
  action,
  links = [],
  showActionAddress,
  footer,
}: MailBody): string => {
  const dir = lang === 'ar' ? 'rtl' : 'ltr'
  const align = lang === 'ar' ? 'right' : 'left'
  const table = rows.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:12px 0">${rows
        .map(
          ([k, v]) =>
            `<tr><th style="text-align:${align};padding:4px 12px;color:#555;font-weight:600">${escapeHtml(k)}</th>` +
            `<td style="padding:4px 12px" dir="auto">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const quoted = quote
    ? `<blockquote dir="auto" style="white-space:pre-wrap;border-inline-start:3px solid #0b7285;margin:12px 0;padding:8px 12px">${escapeHtml(quote)}</blockquote>`
    : ''
  return (
    `<!doctype html><html lang="${lang}" dir="${dir}"><body dir="${dir}" ` +
    `style="font-family:Arial,'Noto Sans Arabic',sans-serif;text-align:${align}">` +
    `<h1 style="color:#0b7285">${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p>${table}${quoted}` +
    (action
      ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 20px;background:#0b7285;` +
        `color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
      : '') +
    links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`).join('') +
    (footer ? `<p style="color:#555">${escapeHtml(footer)}</p>` : '') +
    (action && showActionAddress
      ? `<p style="color:#555;word-break:break-all" dir="ltr">${escapeHtml(action.href)}</p>`
      : '') +
    `</body></html>`
  )
}

export const renderText = ({ heading, intro, rows = [], quote, action, links = [], footer }: MailBody): string =>
  [
    heading,
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    ...(quote ? ['', quote] : []),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    ...links.map((link) => `${link.label}: ${link.href}`),
    ...(footer ? ['', footer] : []),
  ]
    .join('\n')
    .trim() + '\n'
