import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { changeEmailOf } from '../scripts/lib/auth-emulator-api.mjs'
import { emulatorLogFile, hostingUrl } from '../scripts/lib/emulator-config.mjs'
import { readDocument, writeDocument } from '../scripts/lib/local-firestore.mjs'
import { publishCatalogue } from '../scripts/publish-catalogue.mjs'
import { alertMessages } from '../src/features/alerts/messages'
import { estateRecord } from '../src/testing/estate-records'
import { uniqueEmail, verified, type TestUser } from './support/auth-emulator'
import { saveSearchButtonMessages } from '../src/features/saved-searches/button-messages'
import { savedSearchMessages } from '../src/features/saved-searches/messages'
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
 * The catalogue alerts (decision 034) as a subscriber lives them (the first test saves its search
 * and estate through the site; the others seed the account's store directly): a publication mails
 * the new estates of their saved search and the changes of their saved estates, once, at their
 * frequency; the mail's link unsubscribes without signing in. The alerts keep one "last
 * catalogue seen" for the whole site, so these tests run in order, each publishing on top of the
 * last, with words and ids of their own that no other test's searches match.
 */
test.describe.configure({ mode: 'serial' })

const run = Date.now().toString(36)
/** A word only this run's estates carry, per test: the saved searches look for it. */
const word = (label: string) => `zq${label}${run}`

const estate = (id: string, overrides: Record<string, unknown> = {}) =>
  estateRecord({ id: `alerts-${run}-${id}`, estate_title: `Residence ${id}`, ...overrides })

/** The catalogue so far: the site's estates and those the tests have added. */
let published = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: Record<string, unknown>[]
  }
).properties

async function publish(
  records: Record<string, unknown>[],
  file: string,
  options: { maxMails?: number } = {},
) {
  await writeFile(file, JSON.stringify(records))
  const answer = await publishCatalogue({ file, ...options })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  published = records
  return answer.body as { mailed: number; failed: number; complete: boolean }
}

async function subscribe(
  user: TestUser,
  search: { name: string; query: string; frequency: 'daily' | 'weekly' | 'off' },
  saved: string[] = [],
) {
  const now = Date.now()
  await writeDocument(`accounts/${user.uid}/searches/s1`, {
    ...search,
    createdAt: now,
    updatedAt: now,
  })
  for (const id of saved)
    await writeDocument(`accounts/${user.uid}/saved/${id}`, { title: id, savedAt: now })
}

const mailsTo = (email: string) => mailMatching((mail) => mail.envelope.to.includes(email))
const linkIn = (mail: StoredMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text)?.[0]
  if (!found) throw new Error(`No link ${pattern} in:\n${mail.text}`)
  return found
}

test('a search and an estate saved on the site; a publication mails the new match and the price change once; its link unsubscribes; then nothing', async ({
  page,
  newUser,
  signIn,
  browser,
}, testInfo) => {
  // One visitor's whole story: five pages, two browsers, three publications through the function
  // and a mail through SMTP. 24.7 s in a fresh-clone run under busy-core, and past 30 s in the next
  // (it had reached its last publication): the scenario is one, so it has twice the default.
  test.setTimeout(60_000)
  const seaside = word('sea')
  const user = await verified(await newUser())
  await signIn(user)

  // The visitor saves an estate and a search, as on the site: both reach the account's store.
  const saved = published.find((record) => String(record.id) === '1')
  if (!saved) throw new Error('estate 1 is not in public/data.json')
  const savedId = String(saved.id)
  await openLive(page, `/${savedId}`)
  await page.getByRole('button', { name: `Save ${String(saved.estate_title)}` }).click()
  await expect
    .poll(() => readDocument(`accounts/${user.uid}/saved/${savedId}`), REACHES_SERVER)
    .not.toBeNull()
  await openLive(page, `/?q=${seaside}`)
  await page.getByRole('button', { name: saveSearchButtonMessages.save, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: savedSearchMessages.dialog.title })
  await dialog.getByLabel(savedSearchMessages.dialog.name).fill('By the sea')
  await dialog.getByRole('radio', { name: savedSearchMessages.frequencies.daily }).check()
  await dialog.getByRole('button', { name: savedSearchMessages.dialog.save }).click()
  await expect(toast(page, savedSearchMessages.saved('By the sea'))).toBeVisible()

  await publish(published, testInfo.outputPath('baseline.json'))

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
    ...published.filter((record) => String(record.id) !== savedId),
    { ...saved, price: 11_900_000 },
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
    `${String(saved.estate_title)}: the price is now $11,900,000 (was $12,750,000)`,
  )
  expect(mail.text).toContain('"By the sea" (daily) has email alerts on')
  const unsubscribe = linkIn(mail, /http\S+\/alerts\/unsubscribe\?token=\S+/)
  expect(mail.headers['list-unsubscribe']).toContain(`${hostingUrl}/api/alerts/unsubscribe?token=`)
  expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click')

  // The search's link shows the same new estate on the site, and not the sold one.
  const search = linkIn(mail, new RegExp(`http\\S+/\\?q=${seaside}`))
  await serveEstates(page, next)
  await openLive(page, search.replace(hostingUrl, ''))
  await expect(page.getByRole('heading', { name: 'Cliff Top Villa' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sold Shore House' })).toHaveCount(0)

  // Unsubscribed by the link in a browser that is not signed in; the profile then says so.
  const elsewhere = await browser.newContext({ baseURL: hostingUrl, serviceWorkers: 'block' })
  const mailClient = await elsewhere.newPage()
  await mailClient.goto(unsubscribe.replace(hostingUrl, ''))
  await mailClient.getByRole('button', { name: alertMessages.confirm }).click()
  await expect(mailClient.getByRole('status').filter({ hasText: alertMessages.done })).toBeVisible()
  await elsewhere.close()
  await page.goto('/profile')
  await expect(
    page
      .getByRole('region', { name: savedSearchMessages.profile.heading })
      .getByRole('article', { name: 'By the sea' })
      .getByRole('combobox'),
  ).toHaveValue('off')

  const later = estate('later', { description: `Another ${seaside} villa.` })
  await publish(
    [
      ...published.filter((record) => String(record.id) !== savedId),
      { ...saved, price: 11_000_000 },
      later,
    ],
    testInfo.outputPath('after-unsubscribe.json'),
  )
  // The run answers once every mail is handed over: nothing more came.
  expect(mailsTo(user.email)).toHaveLength(1)
})

test('a weekly subscriber is not mailed twice in a day; a catalogue that will not parse mails nobody', async ({
  newUser,
}, testInfo) => {
  const weekly = word('week')
  const user = await verified(await newUser())
  await subscribe(user, { name: 'Weekly', query: `q=${weekly}`, frequency: 'weekly' })
  const first = estate('week1', { description: `First ${weekly} home.` })
  await publish([...published, first], testInfo.outputPath('week-1.json'))
  expect(await waitForMail(user.email)).toHaveLength(1)
  const second = estate('week2', { description: `Second ${weekly} home.` })
  await publish([...published, second], testInfo.outputPath('week-2.json'))
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
  for (const person of [...people, unverified])
    await subscribe(person, { name: 'Resumed', query: `q=${resumed}`, frequency: 'daily' })
  const records = [...published, estate('resume', { description: `A ${resumed} home.` })]
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
  await subscribe(user, { name: 'Down', query: `q=${down}`, frequency: 'daily' })
  const records = [
    ...published,
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
