import { DEFAULT_LANGUAGE, localise, type Language } from '@/config/languages'
import { api, paths } from '@/config/paths'
import type { Translation } from '@/config/translation'
import type { AlertItem, SavedSearch } from './alert-store'
import { alertMailMessages as en } from './alert-mail-messages'
import { alertMailMessages as de } from './alert-mail-messages.de'
import { alertMailMessages as fr } from './alert-mail-messages.fr'
import { escapeHtml, headerText, type MailMessage } from './compose-mail'
import type { TitleIn } from './estate-titles'

/** The alert mail's words in each of the site's languages (a language added there fails tsc here). */
export const alertMailWords: Record<Language, Translation<typeof en>> = { en, fr, de }

export type AlertMail = Omit<MailMessage, 'replyTo'> & { headers: Record<string, string> }

type NewItem = Extract<AlertItem, { kind: 'new' }>
type ChangeItem = Exclude<AlertItem, { kind: 'new' }>

/** What one mail tells a person: new estates per search (with how many more), saved ones' changes. */
export type AlertDigest = {
  searches: { search: SavedSearch; estates: NewItem[]; more: number }[]
  changes: ChangeItem[]
  /** The person's searches with alerts on: the mail says these are why it was sent. */
  reasons: SavedSearch[]
}

type Words = Translation<typeof en>

const changeLine = (words: Words, item: ChangeItem) => (title: string) =>
  item.kind === 'price'
    ? words.priceChange(title, item.from, item.to, item.monthly)
    : item.kind === 'availability'
      ? words.availabilityChange(title, item.to)
      : words.removed(title)

// Stands for an estate's title while a line is escaped for the HTML part (a private-use character,
// in no catalogue or data text).
const TITLE = '\uE000'

/**
 * A line naming an estate, for the text part and the HTML part: its title in the mail's language
 * where the data's translations have one; otherwise the catalogue's English title, marked as
 * English (`lang="en"`) in another language's mail, as the pages mark a field left untranslated.
 */
function titled(
  line: (title: string) => string,
  { estateId, title: english }: { estateId: string; title: string },
  language: Language,
  titleIn: TitleIn,
) {
  const translated = language === DEFAULT_LANGUAGE ? undefined : titleIn(estateId, language)
  const title = translated ?? english
  const text = line(title)
  if (language === DEFAULT_LANGUAGE || translated !== undefined)
    return { text, html: escapeHtml(text) }
  // A function, so that a "$&" in a title is not read as a replacement pattern.
  const html = escapeHtml(line(TITLE)).replace(
    TITLE,
    () => `<span lang="${DEFAULT_LANGUAGE}">${escapeHtml(title)}</span>`,
  )
  return { text, html }
}

/**
 * The one mail of a run for one person, in `language` (that of the page their search was saved
 * from), each estate's title as `titleIn` translates it: text and simple HTML, every catalogue and
 * person's text escaped, absolute links to the estates, the search and the unsubscribe page in
 * that language's pages, and the one-click unsubscribe (RFC 8058) with the same signed token as
 * the link in the body.
 */
export function composeAlertMail(
  digest: AlertDigest,
  to: string,
  {
    from,
    siteUrl,
    token,
    language = DEFAULT_LANGUAGE,
    titleIn = () => undefined,
  }: { from: string; siteUrl: string; token: string; language?: Language; titleIn?: TitleIn },
): AlertMail {
  const words = alertMailWords[language]
  const site = siteUrl.replace(/\/+$/, '')
  const page = (path: string) => `${site}${localise(path, language)}`
  const estateUrl = (id: string) => page(paths.estate.href(id))
  const searchUrl = (query: string) => page(`${paths.home.href()}${query ? `?${query}` : ''}`)
  const unsubscribePage = page(paths.alertsUnsubscribe.href(token))
  const oneClick = `${site}${api.alertsUnsubscribe(token)}`
  const newCount = digest.searches.reduce((sum, one) => sum + one.estates.length + one.more, 0)

  const text: string[] = [words.greeting, '']
  const html: string[] = [
    `<!doctype html><html lang="${language}"><body style="font-family: Georgia, serif; color: #1c2230; line-height: 1.5">`,
    `<p>${escapeHtml(words.greeting)}</p>`,
  ]
  for (const { search, estates, more } of digest.searches) {
    text.push(words.newFor(search.name))
    html.push(`<h2 style="font-size: 18px">${escapeHtml(words.newFor(search.name))}</h2>`, '<ul>')
    for (const estate of estates) {
      const line = titled(
        (title) => words.estateLine(title, estate.location, estate.price, estate.monthly),
        estate,
        language,
        titleIn,
      )
      text.push(`- ${line.text}`, `  ${estateUrl(estate.estateId)}`)
      html.push(`<li><a href="${escapeHtml(estateUrl(estate.estateId))}">${line.html}</a></li>`)
    }
    html.push('</ul>')
    const label = more ? words.more(more) : words.seeSearch
    text.push(words.link(label, searchUrl(search.query)), '')
    html.push(`<p><a href="${escapeHtml(searchUrl(search.query))}">${escapeHtml(label)}</a></p>`)
  }
  if (digest.changes.length) {
    text.push(words.savedChanges)
    html.push(`<h2 style="font-size: 18px">${escapeHtml(words.savedChanges)}</h2>`, '<ul>')
    for (const item of digest.changes) {
      const line = titled(changeLine(words, item), item, language, titleIn)
      if (item.kind === 'removed') {
        text.push(`- ${line.text}`)
        html.push(`<li>${line.html}</li>`)
      } else {
        text.push(`- ${line.text}`, `  ${estateUrl(item.estateId)}`)
        html.push(`<li><a href="${escapeHtml(estateUrl(item.estateId))}">${line.html}</a></li>`)
      }
    }
    html.push('</ul>')
    text.push('')
  }
  const why = words.why(
    digest.reasons.map(({ name, frequency }) => ({ name, frequency })),
    digest.changes.length > 0,
  )
  text.push(why, '', words.unsubscribeText(unsubscribePage), '', words.signature)
  html.push(
    `<p style="color: #555; font-size: 13px">${escapeHtml(why)}</p>`,
    `<p style="font-size: 13px"><a href="${escapeHtml(unsubscribePage)}">${escapeHtml(words.unsubscribe)}</a></p>`,
    `<p>${escapeHtml(words.signature)}</p>`,
    '</body></html>',
  )
  return {
    from,
    to: { address: to },
    subject: headerText(words.subject(newCount, digest.changes.length)),
    text: text.join('\n'),
    html: html.join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
