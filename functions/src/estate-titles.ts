import type { Language, TranslatedLanguage } from '@/config/languages'

/** An estate's title in a language, where the data's translations give one; else undefined. */
export type TitleIn = (estateId: string, language: Language) => string | undefined

/** A language's translations as the site reads them (parseEstateTranslations, decision 038). */
type Translations = { byId: ReadonlyMap<string, { title?: string }> }

/**
 * The estates' titles in each language, from the data's translations read as the site reads them
 * (a bad file or entry dropped with a warning there): an estate without one shows its English
 * title in the mail.
 */
export const titlesFrom =
  (translations: Partial<Record<TranslatedLanguage, Translations>>): TitleIn =>
  (estateId, language) =>
    language === 'en' ? undefined : translations[language]?.byId.get(estateId)?.title
