import { useEffect, useState } from 'react'

import { DEFAULT_UPLOAD_RULES, type UploadRules } from '@medtour/cms/booking/files'
import { type ContentOf, apiCall } from '../../lib/api'

let known: UploadRules | null = null

/**
 * The medical-file limits in force (`GET /uploads/rules`: the booking API's, which its operators
 * may change), asked once per page load; the shared defaults until the answer comes, or when the
 * API cannot say (the booking still checks every file again).
 */
export function useUploadRules(): UploadRules {
  const [rules, setRules] = useState<UploadRules>(known ?? DEFAULT_UPLOAD_RULES)
  useEffect(() => {
    if (known) return
    const controller = new AbortController()
    void apiCall<ContentOf<'/uploads/rules', 'get'>>({ url: '/uploads/rules', signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted || !result.success || !result.content) return
        const { maxFileBytes, maxFiles } = result.content
        if (!(maxFileBytes > 0 && maxFiles > 0)) return
        known = { maxFileBytes, maxFiles }
        setRules(known)
      },
    )
    return () => controller.abort()
  }, [])
  return rules
}

/** Forgets the rules asked for (tests). */
export const forgetUploadRules = () => {
  known = null
}
