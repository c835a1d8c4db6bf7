import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { changeEmailOf } from '../scripts/lib/auth-emulator-api.mjs'
import { emulatorLogFile, hostingUrl } from '../scripts/lib/emulator-config.mjs'
import { readCollection, readDocument } from '../scripts/lib/local-firestore.mjs'
import { publishCatalogue } from '../scripts/publish-catalogue.mjs'
import { alertMessages } from '../src/features/alerts/messages'
import { estateRecord } from '../src/testing/estate-records'
import { subscribe } from './support/alerts'
import { uniqueEmail, verified } from './support/auth-emulator'
import {
  saveSearchButtonMessages,
  savedSearchMessages,
} from '../src/features/saved-searches/messages'
import {
  saveSearchButtonMessages as boutonFr,
  savedSearchMessages as recherchesFr,
} from '../src/features/saved-searches/messages.fr'
import {
  accessibilityViolations,
  expect,
  openLive,
  REACHES_SERVER,
  serveEstates,
  test,
  toast,
} from './support/fixtures'
import { mailMatching, waitForMail, type StoredMail } from './support/mailbox'

/**
 * The catalogue alerts (decision 034) as a subscriber lives them: a search and an estate saved on
 * the site reach the account's store; a publication mails the new estates of a saved search and
 * the changes of saved estates, once, at the search's frequency, in the language of the page it
 * was saved from; the mail's link unsubscribes without signing in. Each test sets up what it needs
 * (its account's searches and saved estates in the store, its own baseline publication first), with
 * words and ids of its own that no other test's searches match. A publication is what a deployed
 * site does: the publish function reads the catalogue from the site; here each catalogue is put
 * where the local site serves test catalogues (dist/alerts-test/, named by its content) and the
 * trigger names it (scripts/publish-catalogue.mjs, decision 047). The alerts keep one "last
 * catalogue seen" for the whole site: the tests that publish share a lock, so that none (a retry,
 * a repeat in another worker) publishes while another is between two publications.
 */
const PUBLISHING_LOCK = 'alerts-catalogue'

const run = Date.now().toString(36)
/** A word only this run's estates carry, per test: the saved searches look for it. */
const word = (label: string) => `zq${label}${run}`

const estate = (id: string, overrides: Record<string, unknown> = {}) =>
  estateRecord({ id: `alerts-${run}-${id}`, estate_title: `Residence ${id}`, ...overrides })

/** The site's own estates: every test's baseline. */
const site = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: Record<string, unknown>[]
  }
).properties
const estateOne = site.find((record) => String(record.id) === '1')
if (!estateOne) throw new Error('estate 1 is not in public/data.json')

async function publish(
  records: Record<string, unknown>[],
  file: string,
  options: { maxMails?: number } = {},
) {
  await writeFile(file, JSON.stringify(records))
  const answer = await publishCatalogue({ file, ...options })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as { mailed: number; failed: number; complete: boolean }
}

/**
 * The site's catalogue as the last one seen, before the test subscribes: what an earlier test (or
 * an earlier attempt of this one) published then means nothing to this test's account.
 */
const publishBaseline = (file: string) => publish(site, file)

const mailsTo = (email: string) => mailMatching((mail) => mail.envelope.to.includes(email))
const linkIn = (mail: StoredMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text)?.[0]
  if (!found) throw new Error(`No link ${pattern} in:\n${mail.text}`)
  return found
}
const UNSUBSCRIBE_LINK = /http\S+\/alerts\/unsubscribe\?token=\S+/

test('a search and an estate saved on the site reach the account’s store, with the page’s language', async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${String(estateOne.id)}`)
  await page.getByRole('button', { name: `Save ${String(estateOne.estate_title)}` }).click()
  await expect
    .poll(() => readDocument(`accounts/${user.uid}/saved/${String(estateOne.id)}`), REACHES_SERVER)
    .not.toBeNull()
  await openLive(page, `/?q=${word('store')}`)
  await page.getByRole('button', { name: saveSearchButtonMessages.save, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: savedSearchMessages.dialog.title })
  await dialog.getByLabel(savedSearchMessages.dialog.name).fill('By the sea')
  await dialog.getByRole('radio', { name: savedSearchMessages.frequencies.daily }).check()
  await dialog.getByRole('button', { name: savedSearchMessages.dialog.save }).click()
  await expect(toast(page, savedSearchMessages.saved('By the sea'))).toBeVisible()
  expect(await readCollection(`accounts/${user.uid}/searches`)).toEqual([
    expect.objectContaining({
      name: 'By the sea',
      query: `q=${word('store')}`,
      frequency: 'daily',
      language: 'en',
    }),
  ])
})

test.describe('publications', () => {
  test.describe.configure({ lock: PUBLISHING_LOCK })

  test('a publication mails the new match and the saved estate’s price change once; the search’s link shows them', async ({
    page,
    newUser,
  }, testInfo) => {
    const seaside = word('sea')
    const user = await verified(await newUser())
    await publishBaseline(testInfo.outputPath('baseline.json'))
    await subscribe(
      user,
      { name: 'By the sea', query: `q=${seaside}`, frequency: 'daily' },
      { saved: [String(estateOne.id)] },
    )
    const fresh = estate('new', {
      estate_title: 'Cliff Top Villa',
      description: `A villa above the bay, ${seaside} views.`,
    })
    // Matches the words but is sold: the home page's search (on the market) would not list it.
    const sold = estate('sold', {
      estate_title: 'Sold Shore House',
      description: `Shore house, ${seaside}.`,
      availability: 'sold',
    })
    const next = [
      ...site.filter((record) => record !== estateOne),
      { ...estateOne, price: 11_900_000 },
      fresh,
      sold,
    ]
    await publish(next, testInfo.outputPath('next.json'))

    const [mail] = await waitForMail(user.email)
    expect(mailsTo(user.email)).toHaveLength(1)
    if (!mail) throw new Error('no alert mail')
    expect(mail.subject).toBe('1 new estate and 1 change to your saved estates | Luxury Living')
    expect(mail.text).toContain('Cliff Top Villa')
    expect(mail.text).not.toContain('Sold Shore House')
    expect(mail.text).toContain(`${hostingUrl}/${String(fresh.id)}`)
    expect(mail.text).toContain(
      `${String(estateOne.estate_title)}: the price is now $11,900,000 (was $12,750,000)`,
    )
    expect(mail.text).toContain('"By the sea" (daily) has email alerts on')
    expect(mail.text).toMatch(UNSUBSCRIBE_LINK)
    expect(mail.headers['list-unsubscribe']).toContain(
      `${hostingUrl}/api/alerts/unsubscribe?token=`,
    )
    expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click')

    // The same catalogue again (the daily digest): nothing more.
    await publish(next, testInfo.outputPath('next.json'))
    expect(mailsTo(user.email)).toHaveLength(1)

    // The search's link shows the same new estate on the site, and not the sold one.
    const search = linkIn(mail, new RegExp(`http\\S+/\\?q=${seaside}`))
    await serveEstates(page, next)
    await openLive(page, search.replace(hostingUrl, ''))
    await expect(page.getByRole('heading', { name: 'Cliff Top Villa' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sold Shore House' })).toHaveCount(0)
  })

  test('the mail’s link unsubscribes in a browser not signed in; the profile shows it; nothing more comes', async ({
    page,
    newUser,
    signIn,
  }, testInfo) => {
    const leaving = word('leave')
    const user = await verified(await newUser())
    await publishBaseline(testInfo.outputPath('baseline.json'))
    await subscribe(user, { name: 'Leaving', query: `q=${leaving}`, frequency: 'daily' })
    await publish(
      [...site, estate('leave1', { description: `A ${leaving} house.` })],
      testInfo.outputPath('first.json'),
    )
    const [mail] = await waitForMail(user.email)
    if (!mail) throw new Error('no alert mail')

    // The page is signed in nowhere: the link alone is enough.
    await page.goto(linkIn(mail, UNSUBSCRIBE_LINK).replace(hostingUrl, ''))
    await page.getByRole('button', { name: alertMessages.confirm }).click()
    await expect(page.getByRole('status').filter({ hasText: alertMessages.done })).toBeVisible()
    await signIn(user)
    await expect(
      page
        .getByRole('region', { name: savedSearchMessages.profile.heading })
        .getByRole('article', { name: 'Leaving' })
        .getByRole('combobox'),
    ).toHaveValue('off')

    await publish(
      [...site, estate('leave2', { description: `Another ${leaving} house.` })],
      testInfo.outputPath('after-unsubscribe.json'),
    )
    // The run answers once every mail is handed over: nothing more came.
    expect(mailsTo(user.email)).toHaveLength(1)
  })

  test('a search saved on a French page gets its alert mail in French, linking to the French pages', async ({
    page,
    newUser,
    signIn,
  }, testInfo) => {
    const lac = word('lac')
    const user = await verified(await newUser())
    await publishBaseline(testInfo.outputPath('baseline.json'))
    await signIn(user)
    await openLive(page, `/fr/?q=${lac}`)
    await page.getByRole('button', { name: boutonFr.save, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: recherchesFr.dialog.title })
    await dialog.getByLabel(recherchesFr.dialog.name).fill('Au bord du lac')
    await dialog.getByRole('radio', { name: recherchesFr.frequencies.daily }).check()
    await dialog.getByRole('button', { name: recherchesFr.dialog.save }).click()
    // The toast says it in French (its narrow spaces aside): once shown, the function has kept it.
    await expect(toast(page, /Au bord du lac.*enregistrée/)).toBeVisible()
    expect(await readCollection(`accounts/${user.uid}/searches`)).toEqual([
      expect.objectContaining({ name: 'Au bord du lac', language: 'fr' }),
    ])

    const house = estate('lac', {
      estate_title: 'Lake House',
      description: `A house on the ${lac} shore.`,
      price: 4_200_000,
    })
    await publish([...site, house], testInfo.outputPath('next.json'))
    const [mail] = await waitForMail(user.email)
    if (!mail) throw new Error('no alert mail')
    expect(mail.subject).toBe('1 nouvelle propriété | Luxury Living')
    expect(mail.text).toContain(
      'Nouvelles propriétés pour votre recherche enregistrée «\u202fAu bord du lac\u202f»\u202f:',
    )
    expect(mail.text).toContain('Lake House, Monaco, Monaco\u202f: 4\u202f200\u202f000\u00a0$US')
    expect(mail.text).toContain(`${hostingUrl}/fr/${String(house.id)}`)
    expect(linkIn(mail, UNSUBSCRIBE_LINK)).toMatch(
      new RegExp(`^${hostingUrl}/fr/alerts/unsubscribe\\?token=`),
    )
    // The catalogue's title is English: the HTML part says so.
    expect(mail.html).toContain('<html lang="fr">')
    expect(mail.html).toContain('<span lang="en">Lake House</span>')
  })

  test('a weekly subscriber is not mailed twice in a day; a catalogue that will not parse mails nobody', async ({
    newUser,
  }, testInfo) => {
    const weekly = word('week')
    const user = await verified(await newUser())
    await publishBaseline(testInfo.outputPath('baseline.json'))
    await subscribe(user, { name: 'Weekly', query: `q=${weekly}`, frequency: 'weekly' })
    const first = estate('week1', { description: `First ${weekly} home.` })
    await publish([...site, first], testInfo.outputPath('week-1.json'))
    expect(await waitForMail(user.email)).toHaveLength(1)
    const second = estate('week2', { description: `Second ${weekly} home.` })
    await publish([...site, first, second], testInfo.outputPath('week-2.json'))
    expect(mailsTo(user.email)).toHaveLength(1)

    const broken = testInfo.outputPath('broken.json')
    await writeFile(broken, JSON.stringify({ properties: [{ id: 'no-fields' }] }))
    const refused = await publishCatalogue({ file: broken })
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('record(s) the site would skip')
    await expect
      .poll(async () =>
        (await readFile(emulatorLogFile, 'utf8').catch(() => '')).includes(
          'The catalogue was refused and nobody was mailed',
        ),
      )
      .toBe(true)
    expect(mailsTo(user.email)).toHaveLength(1)
  })

  test('an interrupted run, run again, mails everyone once; nobody unverified', async ({
    newUser,
  }, testInfo) => {
    const resumed = word('resume')
    const people = await Promise.all([1, 2, 3].map(async () => verified(await newUser())))
    const unverified = await newUser()
    await publishBaseline(testInfo.outputPath('baseline.json'))
    for (const person of [...people, unverified])
      await subscribe(person, { name: 'Resumed', query: `q=${resumed}`, frequency: 'daily' })
    const records = [...site, estate('resume', { description: `A ${resumed} home.` })]
    const file = testInfo.outputPath('resume.json')
    const stopped = await publish(records, file, { maxMails: 1 })
    expect(stopped).toMatchObject({ mailed: 1, complete: false })
    expect(people.flatMap((person) => mailsTo(person.email)).length).toBeLessThanOrEqual(1)
    expect(await publish(records, file)).toMatchObject({ complete: true })
    expect(await publish(records, file)).toMatchObject({ complete: true })
    for (const person of people) expect(mailsTo(person.email)).toHaveLength(1)
    expect(mailsTo(unverified.email)).toHaveLength(0)
  })

  test('SMTP down: the alert waits and goes out with the next run; the one-click unsubscribe', async ({
    newUser,
  }, testInfo) => {
    const down = word('down')
    const user = await verified(await newUser({ email: uniqueEmail('smtp-down') }))
    await publishBaseline(testInfo.outputPath('baseline.json'))
    await subscribe(user, { name: 'Down', query: `q=${down}`, frequency: 'daily' })
    const records = [
      ...site,
      estate('down', { estate_title: 'Patient Manor', description: `A ${down} manor.` }),
    ]
    const file = testInfo.outputPath('down.json')
    expect((await publish(records, file)).failed).toBeGreaterThanOrEqual(1)
    expect(mailsTo(user.email)).toHaveLength(0)
    // The server is back (for this address: the inbox refuses what mentions "smtp-down").
    const email = uniqueEmail('back')
    await changeEmailOf(user.uid, email)
    await publish(records, file)
    const [mail] = await waitForMail(email)
    expect(mail?.text).toContain('Patient Manor')
    await publish(records, file)
    expect(mailsTo(email)).toHaveLength(1)

    // The mail client's one-click unsubscribe (RFC 8058): a POST to the header's address, no session.
    const header = (mail?.headers['list-unsubscribe'] ?? '').replace(/\s+/g, '')
    const oneClick = /<(http[^>]+)>/.exec(header)?.[1]
    expect(oneClick).toContain('/api/alerts/unsubscribe?token=')
    const response = await fetch(oneClick ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    expect(await readDocument(`accounts/${user.uid}/searches/s1`)).toMatchObject({
      frequency: 'off',
    })
  })
})

test('the unsubscribe page: no violations at 375 and 1280 px, and a forged link is refused', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/)
  await page.goto('/alerts/unsubscribe?token=u1.Zm9yZ2Vk.bm90LWEtc2lnbmF0dXJl')
  const button = page.getByRole('button', { name: alertMessages.confirm })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(button).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  }
  await button.click()
  await expect(page.getByRole('alert')).toHaveText(alertMessages.invalid)
  expect(await accessibilityViolations(page)).toEqual([])
})
