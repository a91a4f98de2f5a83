import type { CheckboxField } from 'payload'

/** The admin area's active toggle: inactive reference data is hidden from the public. */
export const activeField = (): CheckboxField => ({
  name: 'active',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar' },
})
