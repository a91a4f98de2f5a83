/**
 * The panel's logo (login and other full-page views) with the product's name in the panel's
 * language. Referenced by path from payload.config.ts, so the config never imports React.
 */
import type { I18nClient } from '@payloadcms/translations'

import { Mark } from './Mark'

export default function Logo({ i18n }: { i18n?: I18nClient }) {
  const arabic = i18n?.language === 'ar'
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Mark size={48} />
      <span style={{ fontSize: 24, fontWeight: 600, color: '#1c3d5a' }}>
        {arabic ? 'السياحة العلاجية في تركيا' : 'Medical Tourism Turkey'}
      </span>
    </div>
  )
}
