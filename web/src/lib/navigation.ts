/** A full page load of `href` (the language switch reloads; tests replace this module). */
export const reloadTo = (href: string) => window.location.assign(href)
