import type { TFunction } from 'i18next'

import type { ApiFailure } from '../../lib/api'
import { describeFailure } from '../../lib/failure'

/** What other records hold on to one that cannot be deleted ("Used by: doctors (3)."). */
const inUseList = (failure: Pick<ApiFailure, 'errors'>, t: TFunction, lang: string) =>
  failure.errors
    .filter((e) => e.field)
    .map((e) => {
      const count = /(\d+)/.exec(e.defaultMessage)?.[1]
      const what = t(`admin:collections.${e.field}`, { defaultValue: e.field })
      return count ? `${what} (${count})` : what
    })
    .join(lang === 'ar' ? '، ' : ', ')

/** A failed admin call in the admin's language (spec §8, `describeFailure`), with IN_USE details. */
export function failureText(failure: Pick<ApiFailure, 'message' | 'errors'>, t: TFunction, lang: string) {
  if (failure.message === 'IMAGE_UPLOAD_FAILED') return t('admin:image.failed')
  if (failure.message === 'IN_USE') {
    const list = inUseList(failure, t, lang)
    const base = describeFailure({ message: failure.message, errors: [] }, t, lang)
    return list ? `${base} ${t('admin:alerts.inUseBy', { list })}` : base
  }
  return describeFailure(failure, t, lang)
}
