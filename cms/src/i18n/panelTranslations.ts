/**
 * Payload's own words changed for the panel (config `i18n.translations`, merged over
 * @payloadcms/translations): the panel has two language switches, and they must not both read
 * "Language". The header's content-locale selector (general:locale, its aria-label too) reads
 * "Content language"; the account page's selector (general:language) reads "Panel language", as
 * components/admin/PanelLanguage.tsx does. Payload's Arabic calls locales "المواقع" (sites) in the
 * publishing and copying dialogs: those read "لغات المحتوى" too.
 *
 * Every key below exists in @payloadcms/translations 3.90 (the type rejects any other) and is
 * shown by @payloadcms/ui or @payloadcms/next:
 *   general:locale        Localizer/LocalizerLabel (header), PublishButton/ScheduleDrawer column
 *   general:locales       DuplicateDocument/SelectLocalesDrawer, Version view ("Locales: …")
 *   general:language      next/views/Account/Settings (the language selector's label)
 *   localization:*        CopyLocaleData, DuplicateDocument, PublishButton/ScheduleDrawer
 *   version:publishAllLocales  PublishButton
 *   version:restoredSuccessfully  Version view's Restore (a typo in Payload's Arabic)
 *   general:schedulePublishFor  PublishButton/ScheduleDrawer title: Payload's Arabic translated
 *                         the placeholder itself ("{{العنوان}}"), so the title showed it raw
 * The locale selector has no description or tooltip slot (LocalizerLabel takes only an aria-label,
 * which falls back to general:locale).
 */
import type { DefaultTranslationsObject } from '@payloadcms/translations'

type Overrides = { [Namespace in keyof DefaultTranslationsObject]?: Partial<DefaultTranslationsObject[Namespace]> }

export const panelTranslations: { en: Overrides; ar: Overrides } = {
  en: {
    general: {
      locale: 'Content language',
      locales: 'Content languages',
      language: 'Panel language',
    },
    localization: {
      cannotCopySameLocale: 'Cannot copy to the same content language',
      copyToLocale: 'Copy to another content language',
      localeToPublish: 'Content language to publish',
      selectedLocales: 'selected content languages',
      selectLocaleToCopy: 'Select the content language to copy to',
      selectLocaleToDuplicate: 'Select the content languages to duplicate',
    },
    version: {
      publishAllLocales: 'Publish all content languages',
    },
  },
  ar: {
    general: {
      locale: 'لغة المحتوى',
      locales: 'لغات المحتوى',
      language: 'لغة اللوحة',
      schedulePublishFor: 'جدولة النشر لـ {{title}}',
    },
    localization: {
      cannotCopySameLocale: 'لا يمكن النسخ إلى لغة المحتوى نفسها',
      copyToLocale: 'نسخ إلى لغة محتوى أخرى',
      localeToPublish: 'لغة المحتوى المراد نشرها',
      selectedLocales: 'لغات المحتوى المختارة',
      selectLocaleToCopy: 'اختر لغة المحتوى المراد النسخ إليها',
      selectLocaleToDuplicate: 'اختر لغات المحتوى المراد استنساخها',
    },
    version: {
      publishAllLocales: 'نشر كل لغات المحتوى',
      // Payload's reads "بنحاح", a typo.
      restoredSuccessfully: 'تمّت الاستعادة بنجاح.',
    },
  },
}
