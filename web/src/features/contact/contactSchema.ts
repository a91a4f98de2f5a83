import * as Yup from 'yup'

import { isPhone } from '@medtour/cms/shared/formats'

/** The contact form rules (the booking API's contract); the only required message is 'Required'. */
export const contactSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  Yup.object({
    name: Yup.string()
      .trim()
      .required(t('validation.required'))
      .max(100, t('validation.max', { max: 100 })),
    email: Yup.string().trim().required(t('validation.required')).email(t('validation.email')),
    // The booking API's rule: + and 7 to 15 digits once spaces, dots, brackets and dashes are removed.
    phone: Yup.string()
      .trim()
      .max(32, t('validation.max', { max: 32 }))
      .test('phone', t('validation.phone'), (v) => !v || isPhone(v)),
    subject: Yup.string()
      .trim()
      .max(150, t('validation.max', { max: 150 })),
    message: Yup.string()
      .trim()
      .required(t('validation.required'))
      .min(10, t('validation.min', { min: 10 }))
      .max(5000, t('validation.max', { max: 5000 })),
  })
