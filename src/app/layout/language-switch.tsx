import { useLocation } from 'react-router'
import { languageCookie } from '@/config/constants'
import { LANGUAGE, languageNames, languages, localise, type Language } from '@/config/languages'
import { appMessages } from '../messages'

/** Remembered for the next visit to the bare home page (Hosting's i18n reads it, decision 037). */
const remember = (language: Language) => {
  document.cookie = `${languageCookie.name}=${language}; path=/; max-age=${languageCookie.maxAgeSeconds}; samesite=lax`
}

/**
 * The site in each language, at the same page: each language's name in itself, a link to this
 * address under that language's prefix. Another language is another build, so the link loads it
 * whole (a plain link, not the router's). `compact` names them by code, for the navigation.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { pathname, search, hash } = useLocation()
  return (
    <ul
      className={`flex items-center ${compact ? 'gap-3' : 'gap-4'}`}
      aria-label={appMessages.language}
    >
      {languages.map((language) => {
        const { name } = languageNames[language]
        const current = language === LANGUAGE
        return (
          <li key={language}>
            <a
              href={`${localise(pathname, language)}${search}${hash}`}
              hrefLang={language}
              lang={language}
              aria-current={current ? 'true' : undefined}
              aria-label={compact ? name : undefined}
              title={compact ? name : undefined}
              onClick={() => remember(language)}
              className={`underline-offset-4 hover:underline ${current ? 'font-semibold' : 'opacity-75'} ${compact ? 'uppercase tracking-wide' : ''}`}
            >
              {compact ? language : name}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
