import type { SavedSearch } from './alert-store'
import { composeAlertMail, type AlertDigest } from './compose-alert-mail'

// The alert mail as each language writes it: words, figures, links to that language's pages, and
// the catalogue's English titles marked as such in the HTML part of a French or German mail.
const narrow = '\u202f'
const noBreak = '\u00a0'

const search: SavedSearch = {
  id: 's1',
  name: 'Près de la mer',
  query: 'q=sea',
  frequency: 'daily',
  language: 'fr',
  updatedAt: 1,
}
const digest: AlertDigest = {
  searches: [
    {
      search,
      estates: [
        {
          kind: 'new',
          estateId: 'v3',
          title: 'Cliff <Top> Villa',
          location: 'Malibu, California',
          price: 12_750_000,
          monthly: false,
          searchId: 's1',
        },
      ],
      more: 2,
    },
  ],
  changes: [
    {
      kind: 'price',
      estateId: 'v1',
      title: 'Villa Serena',
      from: 12_750_000,
      to: 11_900_000,
      monthly: false,
    },
    { kind: 'availability', estateId: 'v2', title: 'Harbour Loft', from: 'available', to: 'sold' },
    { kind: 'removed', estateId: 'v9', title: 'Old Mill' },
  ],
  reasons: [search],
}
const options = { from: 'alerts@luxury.example', siteUrl: 'https://luxury.example/', token: 't.o' }
const mailIn = (language: 'en' | 'fr' | 'de') =>
  composeAlertMail(digest, 'ann@example.com', { ...options, language })

describe('the alert mail in each language', () => {
  it('English: the words and figures the site writes, links to the English pages', () => {
    const mail = mailIn('en')
    expect(mail.subject).toBe('3 new estates and 3 changes to your saved estates | Luxury Living')
    expect(mail.text).toContain('Villa Serena: the price is now $11,900,000 (was $12,750,000)')
    expect(mail.text).toContain('Harbour Loft: now sold')
    expect(mail.text).toContain('and 2 more estates: see them all: https://luxury.example/?q=sea')
    expect(mail.text).toContain('https://luxury.example/v3')
    expect(mail.text).toContain('Stop all these alerts: https://luxury.example/alerts/unsubscribe')
    expect(mail.html).toMatch(/^<!doctype html><html lang="en">/)
    expect(mail.html).toContain('Cliff &lt;Top&gt; Villa, Malibu, California: $12,750,000')
    expect(mail.html).not.toContain('lang="en">Cliff')
  })

  it('French: its words, its figures, the French pages, English titles marked', () => {
    const mail = mailIn('fr')
    expect(mail.subject).toBe(
      '3 nouvelles propriétés et 3 changements concernant vos propriétés enregistrées | Luxury Living',
    )
    expect(mail.text).toContain('Bonjour,')
    expect(mail.text).toContain(
      `Nouvelles propriétés pour votre recherche enregistrée «${narrow}Près de la mer${narrow}»${narrow}:`,
    )
    expect(mail.text).toContain(
      `Villa Serena${narrow}: désormais 11${narrow}900${narrow}000${noBreak}$US (auparavant 12${narrow}750${narrow}000${noBreak}$US)`,
    )
    expect(mail.text).toContain(`Harbour Loft${narrow}: la vente est conclue`)
    expect(mail.text).toContain('https://luxury.example/fr/v3')
    expect(mail.text).toContain('https://luxury.example/fr/?q=sea')
    expect(mail.text).toContain('https://luxury.example/fr/alerts/unsubscribe?token=t.o')
    expect(mail.text).toContain('(chaque jour)')
    // The one-click address is the function's, the same in every language.
    expect(mail.headers['List-Unsubscribe']).toBe(
      '<https://luxury.example/api/alerts/unsubscribe?token=t.o>',
    )
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/)
    expect(mail.html).toContain(
      `<span lang="en">Cliff &lt;Top&gt; Villa</span>, Malibu, California${narrow}: 12${narrow}750${narrow}000${noBreak}$US`,
    )
    expect(mail.html).toContain(`<li><span lang="en">Old Mill</span>${narrow}: ne figure plus`)
    expect(mail.text).not.toMatch(/the price|Stop all|Hello/)
  })

  it('takes a title from the data’s translations where it has one, unmarked', () => {
    const mail = composeAlertMail(digest, 'ann@example.com', {
      ...options,
      language: 'fr',
      titleIn: (id, language) => (id === 'v1' && language === 'fr' ? 'Villa Sérénité' : undefined),
    })
    expect(mail.text).toContain(`Villa Sérénité${narrow}: désormais`)
    expect(mail.html).toContain(
      `<li><a href="https://luxury.example/fr/v1">Villa Sérénité${narrow}:`,
    )
    expect(mail.html).toContain('<span lang="en">Harbour Loft</span>')
    // An English mail keeps the catalogue's own titles.
    const english = composeAlertMail(digest, 'ann@example.com', {
      ...options,
      titleIn: () => 'Translated',
    })
    expect(english.text).not.toContain('Translated')
  })

  it('German: its words, its figures, the German pages', () => {
    const mail = mailIn('de')
    expect(mail.subject).toBe(
      '3 neue Immobilien und 3 Änderungen bei Ihren gemerkten Immobilien | Luxury Living',
    )
    expect(mail.text).toContain(
      `Villa Serena: jetzt 11.900.000${noBreak}$ (zuvor 12.750.000${noBreak}$)`,
    )
    expect(mail.text).toContain('Harbour Loft: jetzt verkauft')
    expect(mail.text).toContain('https://luxury.example/de/alerts/unsubscribe?token=t.o')
    expect(mail.text).toContain('„Près de la mer“ (täglich)')
    expect(mail.html).toMatch(/^<!doctype html><html lang="de">/)
    expect(mail.html).toContain('<span lang="en">Harbour Loft</span>: jetzt verkauft')
  })

  it('counts one in the singular', () => {
    const one: AlertDigest = { ...digest, searches: [{ ...digest.searches[0]!, more: 0 }] }
    const subjects = (['en', 'fr', 'de'] as const).map(
      (language) =>
        composeAlertMail({ ...one, changes: [] }, 'ann@example.com', { ...options, language })
          .subject,
    )
    expect(subjects).toEqual([
      '1 new estate | Luxury Living',
      '1 nouvelle propriété | Luxury Living',
      '1 neue Immobilie | Luxury Living',
    ])
  })
})
