import { readFileSync } from 'node:fs'
import { agency, enquiry } from '../src/config/constants'
import { sharedMessages } from '../src/components/messages'
import { enquiryMessages } from '../src/features/enquiries/messages'
import { verified } from './support/auth-emulator'
import { expect, openLive, test, toast } from './support/fixtures'
import { keptRequestsOf } from './support/inbox'
import { idTokenFor, waitForMail } from './support/mailbox'
import { localSlot, mailDate, viewingForm } from './support/viewing-form'

const estates = (
  JSON.parse(readFileSync(new URL('../public/data.json', import.meta.url), 'utf8')) as {
    properties: {
      id: string
      estate_title: string
      agent?: { name: string; email: string; phone: string; languages: string[] }
    }[]
  }
).properties
const withAgent = estates.find((estate) => estate.agent)!
const agent = withAgent.agent!
const withoutAgent = estates.find((estate) => !estate.agent)!
const rules = enquiryMessages.validation

test.use({ timezoneId: 'UTC' })

test("requesting a viewing: the agent's inbox receives it and the visitor a confirmation", async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser({ name: 'Henrietta Vale' }))
  await signIn(user)
  await openLive(page, `/${withAgent.id}`)
  const form = await viewingForm(page)

  const card = page.getByRole('region', { name: 'Your agent for this estate' })
  await expect(card.getByText(agent.name, { exact: true }).first()).toBeVisible()
  await expect(card.getByText(`Speaks ${agent.languages.join(', ')}`)).toBeVisible()
  await expect(card.getByRole('img', { name: `Portrait of ${agent.name}` })).toBeVisible()
  await expect(card.getByRole('link', { name: /^Call/ })).toHaveAttribute(
    'href',
    `tel:${agent.phone.replace(/[^+0-9]/g, '')}`,
  )
  await expect(card.getByRole('link', { name: /^Email/ })).toHaveAttribute(
    'href',
    `mailto:${agent.email}?subject=${encodeURIComponent(withAgent.estate_title)}`,
  )

  // Prefilled from the signed-in profile.
  await expect(form.getByLabel('Name')).toHaveValue('Henrietta Vale')
  await expect(form.getByLabel('Email address')).toHaveValue(user.email)
  const first = localSlot(4, 10)
  const second = localSlot(9, 15)
  await form.getByLabel('Phone (optional)').fill('+44 20 7946 0321')
  await form.getByLabel('Preferred date and time 1').fill(first.input)
  await form.getByLabel('Preferred date and time 3').fill(second.input)
  await form
    .getByLabel('Message (optional)')
    .fill('Could we see the terrace at sunset?\nThank you.')
  await form.getByLabel(/I agree to be contacted/).check()
  await form.getByRole('button', { name: 'Send request' }).click()

  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible()
  const summary = page.getByRole('region', { name: `Request sent to ${agent.name}` })
  await expect(summary).toContainText('Could we see the terrace at sunset?')
  await expect(summary).toContainText('+44 20 7946 0321')
  await expect(page.getByRole('form', { name: 'Request a viewing' })).toHaveCount(0)

  const [mail] = await waitForMail(agent.email, (message) => message.text.includes(user.email))
  expect(mail?.subject).toBe(`Viewing request: ${withAgent.estate_title}`)
  expect(mail?.replyTo).toEqual([{ name: 'Henrietta Vale', address: user.email }])
  expect(mail?.text).toContain('Name: Henrietta Vale')
  expect(mail?.text).toContain(`Email: ${user.email}`)
  expect(mail?.text).toContain('Phone: +44 20 7946 0321')
  expect(mail?.text).toContain(`Preferred date 1: ${mailDate(first.iso)}`)
  expect(mail?.text).toContain(`Preferred date 2: ${mailDate(second.iso)}`)
  expect(mail?.text).toContain('Could we see the terrace at sunset?\nThank you.')
  const [confirmation] = await waitForMail(user.email)
  expect(confirmation?.subject).toBe(`Your viewing request for ${withAgent.estate_title}`)
  expect(confirmation?.text).toContain(`Your viewing request has been sent to ${agent.name}`)
  expect(confirmation?.text).toContain(`Preferred date 1: ${mailDate(first.iso)}`)
  // Nothing the visitor typed goes to the account's inbox: only what identifies the request.
  expect(confirmation?.text).not.toContain('Could we see the terrace')
  expect(confirmation?.text).not.toContain('Henrietta Vale')
  expect(confirmation?.text).not.toContain('+44 20 7946 0321')

  // Kept in the agency's inbox before it was mailed (issue 46): new, no one's, unread, sent.
  expect(await keptRequestsOf(user.email)).toMatchObject([
    {
      kind: 'viewing',
      estateId: withAgent.id,
      visitor: { name: 'Henrietta Vale', email: user.email, phone: '+44 20 7946 0321' },
      dates: [first.iso, second.iso],
      message: 'Could we see the terrace at sunset?\nThank you.',
      recipient: { name: agent.name, address: agent.email },
      mail: 'sent',
      status: 'new',
      assignee: null,
      readBy: [],
    },
  ])

  // Another request starts from a fresh form: nothing of the last one is kept.
  await summary.getByRole('button', { name: 'Request another viewing' }).click()
  await expect(page.getByLabel('Message (optional)')).toHaveValue('')
})

test("an estate without an agent shows the agency's contact, and the request reaches it", async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser({ name: 'Oscar Pryce' }))
  await signIn(user)
  await openLive(page, `/${withoutAgent.id}`)
  const form = await viewingForm(page)
  const card = page.getByRole('region', { name: 'Contact our private office' })
  await expect(card.getByText(agency.name, { exact: true }).first()).toBeVisible()
  await expect(card.getByRole('link', { name: /^Email/ })).toHaveAttribute(
    'href',
    `mailto:${agency.email}?subject=${encodeURIComponent(withoutAgent.estate_title)}`,
  )
  await form.getByLabel('Preferred date and time 1').fill(localSlot(2).input)
  await form.getByLabel(/I agree to be contacted/).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(toast(page, enquiryMessages.sent(agency.name))).toBeVisible()
  const [mail] = await waitForMail(agency.email, (message) => message.text.includes(user.email))
  expect(mail?.subject).toBe(`Viewing request: ${withoutAgent.estate_title}`)
})

test('every validation message, beside its field, and nothing sent', async ({
  page,
  newUser,
  signIn,
}) => {
  await signIn(await verified(await newUser()))
  await openLive(page, `/${withAgent.id}`)
  const form = await viewingForm(page)
  await form.getByLabel('Name').fill(' ')
  await form.getByLabel('Email address').fill('')
  let posted = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/enquiries')) posted += 1
  })
  const send = form.getByRole('button', { name: 'Send request' })
  await send.click()
  await expect(form.getByLabel('Name')).toHaveAccessibleDescription(
    sharedMessages.validation.nameRequired,
  )
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
    sharedMessages.validation.emailRequired,
  )
  await expect(form.getByText(rules.datesRequired)).toBeVisible()
  await expect(form.getByLabel(/I agree to be contacted/)).toHaveAccessibleDescription(
    rules.consentRequired,
  )

  await form.getByLabel('Name').fill('Nadia')
  await form.getByLabel('Email address').fill('nadia@nowhere')
  await form.getByLabel('Phone (optional)').fill('call me')
  await form.getByLabel('Preferred date and time 1').fill(localSlot(-2).input)
  await form.getByLabel('Preferred date and time 2').fill(localSlot(enquiry.horizonDays + 5).input)
  await form.getByLabel('Message (optional)').fill('m'.repeat(enquiry.messageMaxLength + 1))
  await send.click()
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription(
    sharedMessages.validation.emailInvalid,
  )
  await expect(form.getByLabel('Phone (optional)')).toHaveAccessibleDescription(rules.phoneInvalid)
  await expect(form.getByLabel('Preferred date and time 1')).toHaveAccessibleDescription(
    rules.dateInPast,
  )
  await expect(form.getByLabel('Preferred date and time 2')).toHaveAccessibleDescription(
    rules.dateTooFar,
  )
  await expect(form.getByText(rules.messageTooLong)).toBeVisible()
  await expect(form.getByText('2,001 of 2,000 characters')).toBeVisible()
  expect(posted).toBe(0)
})

test('the hourly limit: the visitor is told, and keeps what was typed', async ({
  page,
  consoleGuard,
  request,
  newUser,
  signIn,
}) => {
  consoleGuard.allow(/status of 429/)
  const user = await verified(await newUser())
  const auth = { Authorization: `Bearer ${await idTokenFor(user)}` }
  for (let sent = 0; sent < enquiry.perVisitorPerHour; sent += 1) {
    const answer = await request.post('/api/enquiries', {
      headers: auth,
      data: {
        estateId: withAgent.id,
        name: 'Busy Bea',
        email: user.email,
        dates: [localSlot(3).iso],
        consent: true,
      },
    })
    expect(answer.status()).toBe(200)
  }
  await signIn(user)
  await openLive(page, `/${withAgent.id}`)
  const form = await viewingForm(page)
  await form.getByLabel('Preferred date and time 1').fill(localSlot(5).input)
  await form.getByLabel('Message (optional)').fill('One more, please.')
  await form.getByLabel(/I agree to be contacted/).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  const limited = enquiryMessages.errors.rateLimited(enquiry.perVisitorPerHour, 60)
  await expect(form.getByRole('alert')).toHaveText(limited)
  await expect(toast(page, limited)).toBeVisible()
  await expect(form.getByLabel('Message (optional)')).toHaveValue('One more, please.')
  await expect(form.getByLabel('Preferred date and time 1')).toHaveValue(localSlot(5).input)
})

test('HTML and header tricks typed in every field arrive as text', async ({
  page,
  newUser,
  signIn,
}) => {
  const user = await verified(await newUser())
  await signIn(user)
  await openLive(page, `/${withAgent.id}`)
  const form = await viewingForm(page)
  const html = '<img src=x onerror=alert(1)><b>bold</b>'
  await form.getByLabel('Name').fill(`Eve ${html} Bcc: victim@example.com`)
  await form.getByLabel('Preferred date and time 1').fill(localSlot(6).input)
  await form.getByLabel('Message (optional)').fill(`${html}\nBcc: victim@example.com\n`)
  await form.getByLabel(/I agree to be contacted/).check()
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(toast(page, enquiryMessages.sent(agent.name))).toBeVisible()
  await expect(page.getByRole('region', { name: /^Request sent to/ })).toContainText(html)

  const [mail] = await waitForMail(agent.email, (message) => message.text.includes(user.email))
  expect(mail?.bcc).toEqual([])
  expect(mail?.envelope.to).toEqual([agent.email])
  expect(mail?.text).toContain(`Name: Eve ${html} Bcc: victim@example.com`)
  expect(mail?.text).toContain(`${html}\nBcc: victim@example.com`)
  expect(mail?.html).not.toContain('<img src=x')
  expect(mail?.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;b&gt;bold&lt;/b&gt;')
})
