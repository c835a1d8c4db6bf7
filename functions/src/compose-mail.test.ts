import { simpleParser } from 'mailparser'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { agency } from '@/config/constants'
import type { Enquiry } from '@/features/enquiries/enquiry-schema'
import { parseEstateTranslations } from '@/features/estates/estate-translations'
import { parseEstates } from '@/features/estates/parse-estates'
import { estateRecord } from '@/testing/estate-records'
import {
  composeEnquiryMail,
  formatPreferredDate,
  mailWords,
  type MailMessage,
} from './compose-mail'

const agent = {
  name: 'Amelia Hart',
  photo: '/images/agents/amelia-hart.svg',
  phone: '+1 212 555 0142',
  email: 'amelia.hart@luxuryliving.example',
  languages: ['English'],
}
const { estates } = parseEstates([
  estateRecord({ id: '1', agent }),
  estateRecord({ id: '2', estate_title: 'Garden House' }),
])
const withAgent = estates[0]!
const withoutAgent = estates[1]!

const request: Enquiry = {
  kind: 'viewing',
  estateId: '1',
  name: 'Henrietta Vale',
  email: 'henrietta@example.com',
  phone: '',
  dates: ['2026-11-25T10:30:00.000Z', '2026-11-26T15:00:00.000Z'],
  timeZone: 'Europe/London',
  message: 'Could we see the terrace?',
  consent: true,
  language: 'en',
}
const visitor = { uid: 'uid-1', email: 'account@example.com' }
const from = 'Luxury Living <enquiries@luxuryliving.example>'

/** The message as it goes over the wire, read back by a mail client's parser. */
async function delivered(message: MailMessage) {
  const raw = await new MailComposer(message).compile().build()
  return { raw: raw.toString('utf8'), parsed: await simpleParser(raw) }
}

describe('composing a request for a similar home', () => {
  it('says so in both emails, with no dates', () => {
    const similar: Enquiry = { ...request, kind: 'similar', dates: [] }
    const { toAgent, toVisitor } = composeEnquiryMail(similar, withAgent, visitor, from)
    expect(toAgent.subject).toBe('Similar home request: Harbour Penthouse')
    expect(toAgent.text).toContain(
      'Henrietta Vale would like a home like Harbour Penthouse, which is no longer on the market.',
    )
    expect(toAgent.text).not.toContain('Preferred date')
    expect(toVisitor?.subject).toBe('Your request for a home like Harbour Penthouse')
    expect(toVisitor?.text).toContain(
      'Your request for a similar home has been sent to Amelia Hart',
    )
  })
})

describe('composing the viewing request', () => {
  it("writes to the estate's agent, with the visitor as the reply address", async () => {
    const { toAgent, toVisitor } = composeEnquiryMail(request, withAgent, visitor, from)
    const { parsed } = await delivered(toAgent)
    expect(parsed.to).toMatchObject({ value: [{ name: 'Amelia Hart', address: agent.email }] })
    expect(parsed.replyTo).toMatchObject({
      value: [{ name: 'Henrietta Vale', address: 'henrietta@example.com' }],
    })
    expect(parsed.subject).toBe('Viewing request: Harbour Penthouse')
    expect(parsed.text).toContain(
      'Preferred date 1: Wednesday, 25 November 2026 at 10:30 (Europe/London)',
    )
    expect(parsed.text).toContain('Phone: not given')
    expect(parsed.text).toContain('Signed-in account: account@example.com (uid uid-1)')
    expect(parsed.text).toContain('Language: English')
    expect(parsed.text).toContain('Could we see the terrace?')
    expect(toVisitor?.to).toEqual({ address: 'account@example.com' })
    expect(toVisitor?.text).toContain('Your viewing request has been sent to Amelia Hart')
  })

  it('puts nothing the visitor typed in the confirmation: only the estate and the times', async () => {
    const typed = {
      ...request,
      name: 'Win a prize at https://evil.example',
      email: 'someone@evil.example',
      phone: '+1 555 0199',
      message: 'Click https://evil.example/claim now',
    }
    const { toVisitor } = composeEnquiryMail(typed, withAgent, visitor, from)
    if (!toVisitor) throw new Error('expected a confirmation')
    const { raw, parsed } = await delivered(toVisitor)
    for (const text of ['evil.example', 'Win a prize', '555 0199']) {
      expect(raw).not.toContain(text)
    }
    expect(parsed.text).not.toContain('Message:')
    expect(parsed.to).toMatchObject({ value: [{ name: '', address: 'account@example.com' }] })
    expect(parsed.text).toContain('Estate: Harbour Penthouse (Id: 1)')
    expect(parsed.text).toContain(
      'Preferred date 2: Thursday, 26 November 2026 at 15:00 (Europe/London)',
    )
  })

  it("sends an estate without an agent to the agency's desk", () => {
    const { toAgent } = composeEnquiryMail(
      { ...request, estateId: '2' },
      withoutAgent,
      visitor,
      from,
    )
    expect(toAgent.to).toEqual({ name: agency.name, address: agency.email })
  })

  it('sends no confirmation when the account has no email', () => {
    expect(composeEnquiryMail(request, withAgent, { uid: 'u', email: null }, from).toVisitor).toBe(
      null,
    )
  })

  it('keeps a line break in the name from adding a header, and escapes HTML', async () => {
    const name = 'Mallory\r\nBcc: victim@example.com\r\n<b>hi</b>'
    const message = '<script>alert(1)</script>\r\nBcc: victim@example.com'
    const { toAgent } = composeEnquiryMail({ ...request, name, message }, withAgent, visitor, from)
    const { raw, parsed } = await delivered(toAgent)
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'))
    expect(headers).not.toMatch(/^Bcc:/im)
    expect(headers.match(/^Reply-To:/gim)).toHaveLength(1)
    expect(parsed.bcc).toBeUndefined()
    expect(parsed.replyTo?.value[0]?.name).toBe('Mallory Bcc: victim@example.com <b>hi</b>')
    expect(parsed.text).toContain(message.replace(/\r\n/g, '\n'))
    expect(parsed.html).not.toContain('<script>')
    expect(parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(parsed.html).toContain('Mallory Bcc: victim@example.com &lt;b&gt;hi&lt;/b&gt;')
  })

  it("formats the preferred times in the visitor's time zone", () => {
    expect(formatPreferredDate('2026-11-25T10:30:00.000Z', 'Asia/Tokyo')).toBe(
      'Wednesday, 25 November 2026 at 19:30 (Asia/Tokyo)',
    )
  })
})

describe("the mails in the visitor's language", () => {
  const french: Enquiry = { ...request, language: 'fr' }
  const german: Enquiry = { ...request, language: 'de' }

  it('writes the French confirmation in French, dates and all', async () => {
    const { toVisitor } = composeEnquiryMail(french, withAgent, visitor, from)
    if (!toVisitor) throw new Error('expected a confirmation')
    const { parsed } = await delivered(toVisitor)
    expect(parsed.subject).toBe('Votre demande de visite pour Harbour Penthouse')
    expect(parsed.text).toContain('Votre demande de visite a été transmise à Amelia Hart')
    expect(parsed.text).toContain('Propriété\u202f: Harbour Penthouse (réf. 1)')
    expect(parsed.text).toContain(
      'Créneau souhaité 1\u202f: mercredi 25 novembre 2026 à 10:30 (Europe/London)',
    )
    expect(parsed.html).toContain('<html lang="fr">')
    expect(parsed.text).not.toMatch(/Your|Estate|Preferred/)
  })

  it('writes the German confirmation in German, and a similar home asked for too', () => {
    const { toVisitor } = composeEnquiryMail(german, withAgent, visitor, from)
    expect(toVisitor?.subject).toBe('Ihre Besichtigungsanfrage für Harbour Penthouse')
    expect(toVisitor?.text).toContain(
      'Wunschtermin 2: Donnerstag, 26. November 2026 um 15:00 (Europe/London)',
    )
    const similar = composeEnquiryMail(
      { ...german, kind: 'similar', dates: [] },
      withAgent,
      visitor,
      from,
    )
    expect(similar.toVisitor?.subject).toBe(
      'Ihre Anfrage nach einer Immobilie wie Harbour Penthouse',
    )
    expect(similar.toAgent.subject).toBe('Similar home request: Harbour Penthouse')
  })

  it("keeps the agent's mail in the agency's language, naming the visitor's", () => {
    for (const enquiry of [french, german]) {
      const { toAgent } = composeEnquiryMail(enquiry, withAgent, visitor, from)
      expect(agency.language).toBe('en')
      expect(toAgent.subject).toBe('Viewing request: Harbour Penthouse')
      expect(toAgent.text).toContain('Henrietta Vale would like to view Harbour Penthouse.')
      expect(toAgent.text).toContain(
        'Preferred date 1: Wednesday, 25 November 2026 at 10:30 (Europe/London)',
      )
      expect(toAgent.html).toContain('<html lang="en">')
    }
    expect(composeEnquiryMail(french, withAgent, visitor, from).toAgent.text).toContain(
      'Language: Français',
    )
    expect(composeEnquiryMail(german, withAgent, visitor, from).toAgent.text).toContain(
      'Language: Deutsch',
    )
  })

  it("names the estate in the visitor's words from the site's own translations", async () => {
    // Hostile text in a translations file is data as the English title is: escaped, one line.
    const title = 'Penthouse <b>sur le port</b>\r\nBcc: victim@example.com'
    const translations = {
      fr: parseEstateTranslations(
        {
          language: 'fr',
          properties: { '1': { estate_title: title, location: 'Monaco (principauté)' } },
        },
        'fr',
        estates,
      ),
    }
    const { toVisitor, toAgent } = composeEnquiryMail(
      french,
      withAgent,
      visitor,
      from,
      translations,
    )
    if (!toVisitor) throw new Error('expected a confirmation')
    const { raw, parsed } = await delivered(toVisitor)
    expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^Bcc:/im)
    expect(parsed.subject).toBe(
      'Votre demande de visite pour Penthouse <b>sur le port</b> Bcc: victim@example.com',
    )
    expect(parsed.text).toContain('Propriété\u202f: Penthouse <b>sur le port</b>')
    expect(parsed.text).toContain('(réf. 1), Monaco (principauté)')
    expect(parsed.html).toContain('Penthouse &lt;b&gt;sur le port&lt;/b&gt;')
    expect(parsed.html).not.toContain('<b>')
    // The agent reads the data's own English; a language without translations, the English too.
    expect(toAgent.subject).toBe('Viewing request: Harbour Penthouse')
    expect(toAgent.text).toContain('Harbour Penthouse (Id: 1), Monaco, Monaco')
    const inGerman = composeEnquiryMail(german, withAgent, visitor, from, translations)
    expect(inGerman.toVisitor?.subject).toBe('Ihre Besichtigungsanfrage für Harbour Penthouse')
  })

  it('says every text in its own words (none left in English)', () => {
    const texts = (value: unknown, args: unknown[]): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? texts((value as (...a: unknown[]) => unknown)(...args), args)
          : value && typeof value === 'object'
            ? Object.values(value).flatMap((inner) => texts(inner, args))
            : []
    const args = ['X', 'Y', 'Z']
    const english = new Set(texts(mailWords.en, args))
    // The same word in both, or the agency's name.
    const same = { fr: ['Message', 'X (uid Y)', agency.name], de: ['Name', agency.name, 'X:'] }
    for (const language of ['fr', 'de'] as const) {
      const shared = texts(mailWords[language], args).filter((text) => english.has(text))
      expect(shared.filter((text) => !same[language].includes(text))).toEqual([])
    }
  })
})
