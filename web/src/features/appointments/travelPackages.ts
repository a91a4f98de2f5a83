/**
 * The services survey's packages and rules, checked in the browser as the booking API checks
 * them: one module, the CMS package's (cms/src/booking/survey.ts).
 */
export * from '@medtour/cms/booking/survey'
