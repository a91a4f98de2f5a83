import type { Field } from 'payload'

/** Latitude and longitude side by side, validated to their ranges. */
export const geoFields = (latName = 'lat', lngName = 'lng'): Field => ({
  type: 'row',
  fields: [
    { name: latName, type: 'number', min: -90, max: 90, admin: { step: 0.000001 } },
    { name: lngName, type: 'number', min: -180, max: 180, admin: { step: 0.000001 } },
  ],
})
