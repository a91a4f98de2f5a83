/**
 * Form drafts in sessionStorage: what a patient typed survives a reload, the browser's Back and
 * the detour through the login page after a session expired. A draft belongs to one tab and one
 * user (the key holds the user's id); it goes when the form is sent (`clearDraft`), on logout
 * (useEndLocalSession clears sessionStorage) and with the tab.
 */
import { useEffect, useRef, useState } from 'react'

import { getUser } from './session'

const PREFIX = 'draft:'

/** The stored value (parsed JSON) under `key`, else null. */
export function readDraft(key: string | null): unknown {
  if (!key) return null
  try {
    const raw = window.sessionStorage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

export function writeDraft(key: string | null, value: unknown) {
  if (!key) return
  try {
    window.sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  } catch {
    /* storage full or unavailable: the form still works, only without a draft */
  }
}

export function clearDraft(key: string | null) {
  if (!key) return
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    /* nothing stored */
  }
}

/**
 * The draft key of one form (`kind`, e.g. 'booking') for one thing (`id`, e.g. the doctor) of the
 * signed-in user, fixed when the form opens: an expired session does not move the draft to
 * another key while the page sends the patient to log in. Null without a user or an id.
 */
export function useDraftKey(kind: string, id: string | number | null | undefined) {
  const [userId] = useState(() => getUser()?.id ?? null)
  if (userId === null || id === null || id === undefined || id === '') return null
  return `${PREFIX}${kind}:${userId}:${id}`
}

/**
 * Keeps `draft` (plain JSON data) under `key` as it changes. Nothing is written while the form
 * still holds what it opened with, so opening a form never leaves a draft behind (nor overwrites
 * the draft it was restored from).
 */
export function useSessionDraft(key: string | null, draft: unknown) {
  const text = JSON.stringify(draft)
  const pristine = useRef<string | null>(text)
  useEffect(() => {
    if (!key || text === pristine.current) return
    pristine.current = null
    writeDraft(key, text)
  }, [key, text])
}
