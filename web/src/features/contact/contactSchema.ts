import * as Yup from 'yup'

/** The contact form rules (the booking API's contract); the only required message is 'Required'. */
export const contactSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  Yup.object({
    name: Yup.string()
      .trim()
      .required(t('validation.required'))
      .max(100, t('validation.max', { max: 100 })),
    email: Yup.string().trim().required(t('validation.required')).email(t('validation.email')),
    phone: Yup.string()
      .trim()
      .max(30, t('validation.max', { max: 30 })),
    subject: Yup.string()
      .trim()
      .max(150, t('validation.max', { max: 150 })),
    message: Yup.string()
      .trim()
      .required(t('validation.required'))
      .min(10, t('validation.min', { min: 10 }))
      .max(5000, t('validation.max', { max: 5000 })),
  })
