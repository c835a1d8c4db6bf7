import type { Language, TranslatedLanguage } from '@/config/languages'
import type { Estate } from '@/features/estates/estate-schema'
import { parseEstateTranslations } from '@/features/estates/estate-translations'

/** An estate's title in a language, where the data's translations give one; else undefined. */
export type TitleIn = (estateId: string, language: Language) => string | undefined

/**
 * The estates' titles in each language, from the data's translations files (decision 038) read
 * against the estates they translate, as the site reads them: a bad file or entry is dropped with
 * a warning, and that estate's mail shows its English title.
 */
export function titlesFrom(
  estates: readonly Estate[],
  files: Partial<Record<TranslatedLanguage, unknown>>,
  warn?: (message: string) => void,
): TitleIn {
  const byLanguage = new Map<Language, ReadonlyMap<string, { title?: string }>>()
  for (const [language, json] of Object.entries(files) as [TranslatedLanguage, unknown][])
    byLanguage.set(language, parseEstateTranslations(json, language, estates, warn).byId)
  return (estateId, language) => byLanguage.get(language)?.get(estateId)?.title
}
