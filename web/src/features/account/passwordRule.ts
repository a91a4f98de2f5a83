/**
 * The password rule, checked in the browser so the checklist can show it live. The rule itself
 * is the one the API and the CMS apply (cms/src/auth/password.ts): one module for every door.
 */
export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  emailName,
  meetsPasswordRule,
  passwordChecks,
  type PasswordCheck,
  type PasswordCheckId,
} from '@medtour/cms/auth/password'
