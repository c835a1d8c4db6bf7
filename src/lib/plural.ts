import type { Language } from '@/config/languages'

// One PluralRules per language, made on first use (decision 037: cheap beside a NumberFormat).
const rules = new Map<Language, Intl.PluralRules>()

/**
 * The form of a text for `count` in `language`: French counts 0 and 1 as one, German and English
 * only 1; a category without its own form (French "many", for millions) takes `other`.
 */
export function plural(
  count: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { one: string; other: string },
  language: Language,
) {
  let rule = rules.get(language)
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)))
  return forms[rule.select(count)] ?? forms.other
}
