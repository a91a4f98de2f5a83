/**
 * Writing one document in two locales through the Local API: the English values are written
 * first, then the Arabic ones. Arrays that are not localized as a whole keep their rows'
 * ids between the two writes, so the Arabic labels attach to the same rows instead of
 * replacing them (which would drop the English labels).
 */
type Json = unknown

export const carryIds = (target: Json, source: Json): Json => {
  if (Array.isArray(target) && Array.isArray(source)) {
    return target.map((row, i) => carryIds(row, source[i]))
  }
  if (target && typeof target === 'object' && source && typeof source === 'object') {
    const out: Record<string, Json> = { ...(target as Record<string, Json>) }
    const src = source as Record<string, Json>
    if (src.id !== undefined && out.id === undefined) out.id = src.id
    for (const key of Object.keys(out)) {
      if (key in src) out[key] = carryIds(out[key], src[key])
    }
    return out
  }
  return target
}
