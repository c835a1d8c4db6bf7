import { api, paths } from '@/config/paths'
import type { AlertItem, SavedSearch } from './alert-store'
import { alertMailMessages as words } from './alert-mail-messages'
import { escapeHtml, headerText, type MailMessage } from './compose-mail'

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

const changeLine = (item: ChangeItem) =>
  item.kind === 'price'
    ? words.priceChange(item.title, item.from, item.to, item.monthly)
    : item.kind === 'availability'
      ? words.availabilityChange(item.title, item.to)
      : words.removed(item.title)

/**
 * The one mail of a run for one person: text and simple HTML, every catalogue and person's text
 * escaped, absolute links to the estates and the search on the site, and the one-click
 * unsubscribe (RFC 8058) with the same signed token as the link in the body.
 */
export function composeAlertMail(
  digest: AlertDigest,
  to: string,
  { from, siteUrl, token }: { from: string; siteUrl: string; token: string },
): AlertMail {
  const site = siteUrl.replace(/\/+$/, '')
  const estateUrl = (id: string) => `${site}${paths.estate.href(id)}`
  const searchUrl = (query: string) => `${site}${paths.home.href()}${query ? `?${query}` : ''}`
  const unsubscribePage = `${site}${paths.alertsUnsubscribe.href(token)}`
  const oneClick = `${site}${api.alertsUnsubscribe(token)}`
  const newCount = digest.searches.reduce((sum, one) => sum + one.estates.length + one.more, 0)

  const text: string[] = [words.greeting, '']
  const html: string[] = [
    '<!doctype html><html><body style="font-family: Georgia, serif; color: #1c2230; line-height: 1.5">',
    `<p>${escapeHtml(words.greeting)}</p>`,
  ]
  for (const { search, estates, more } of digest.searches) {
    text.push(words.newFor(search.name))
    html.push(`<h2 style="font-size: 18px">${escapeHtml(words.newFor(search.name))}</h2>`, '<ul>')
    for (const estate of estates) {
      const line = words.estateLine(estate.title, estate.location, estate.price, estate.monthly)
      text.push(`- ${line}`, `  ${estateUrl(estate.estateId)}`)
      html.push(
        `<li><a href="${escapeHtml(estateUrl(estate.estateId))}">${escapeHtml(line)}</a></li>`,
      )
    }
    html.push('</ul>')
    const label = more ? words.more(more) : words.seeSearch
    text.push(`${label}: ${searchUrl(search.query)}`, '')
    html.push(`<p><a href="${escapeHtml(searchUrl(search.query))}">${escapeHtml(label)}</a></p>`)
  }
  if (digest.changes.length) {
    text.push(words.savedChanges)
    html.push(`<h2 style="font-size: 18px">${escapeHtml(words.savedChanges)}</h2>`, '<ul>')
    for (const item of digest.changes) {
      const line = changeLine(item)
      if (item.kind === 'removed') {
        text.push(`- ${line}`)
        html.push(`<li>${escapeHtml(line)}</li>`)
      } else {
        text.push(`- ${line}`, `  ${estateUrl(item.estateId)}`)
        html.push(
          `<li><a href="${escapeHtml(estateUrl(item.estateId))}">${escapeHtml(line)}</a></li>`,
        )
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
