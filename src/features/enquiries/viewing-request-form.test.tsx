import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { enquiry } from '@/config/constants'
import { enquiryMessages } from './messages'
import { ViewingRequestForm } from './viewing-request-form'

vi.mock('@/components/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}))

const { errors } = enquiryMessages
const visitor = { name: 'Henrietta Vale', email: 'henrietta@example.com', emailVerified: true }

/** The answers the function gives, in order; the requests the form sent. */
function functionAnswers(...answers: { status: number; body: unknown; headers?: object }[]) {
  const fetch = vi.fn(async () => {
    // The last answer stands for every later request.
    const next = answers.length > 1 ? answers.shift() : answers[0]
    if (!next) throw new Error('no answer left')
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json', ...next.headers },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

/** "2026-11-25T10:30" two days on, as the datetime-local input takes it. */
function inTwoDays() {
  const date = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  date.setHours(10, 30, 0, 0)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone (optional)'), '+44 20 7946 0000')
  fireEvent.change(screen.getByLabelText('Preferred date and time 1'), {
    target: { value: inTwoDays() },
  })
  await user.type(screen.getByLabelText('Message (optional)'), 'Could we see the terrace?')
  await user.click(screen.getByRole('checkbox'))
  await user.click(screen.getByRole('button', { name: 'Send request' }))
}

function expectEverythingKept() {
  expect(screen.getByLabelText('Name')).toHaveValue(visitor.name)
  expect(screen.getByLabelText('Email address')).toHaveValue(visitor.email)
  expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+44 20 7946 0000')
  expect(screen.getByLabelText('Preferred date and time 1')).toHaveValue(inTwoDays())
  expect(screen.getByLabelText('Message (optional)')).toHaveValue('Could we see the terrace?')
  expect(screen.getByRole('checkbox')).toBeChecked()
}

describe('ViewingRequestForm and unverified addresses', () => {
  it('tells an unverified visitor before they send, and still lets them try', () => {
    render(
      <ViewingRequestForm
        estateId="1"
        visitor={{ ...visitor, emailVerified: false }}
        getIdToken={async () => 'token'}
      />,
    )
    const button = screen.getByRole('button', { name: 'Send request' })
    expect(button).toBeEnabled()
    expect(button).toHaveAccessibleDescription(errors.verifyEmail)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says nothing of it to a verified visitor', () => {
    render(<ViewingRequestForm estateId="1" visitor={visitor} getIdToken={async () => 't'} />)
    expect(screen.queryByText(errors.verifyEmail)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send request' })).not.toHaveAccessibleDescription()
  })

  it('shows the refusal in the form, once, with everything typed kept', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'email-unverified', message: errors.verifyEmail }
    const fetch = functionAnswers({ status: 403, body: { error: refusal } })
    const getIdToken = vi.fn(async () => 'token')
    render(
      <ViewingRequestForm
        estateId="1"
        visitor={{ ...visitor, emailVerified: false }}
        getIdToken={getIdToken}
      />,
    )
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.verifyEmail)
    expect(screen.getAllByText(errors.verifyEmail)).toHaveLength(1)
    // Asked again with a fresh token first: the visitor may have verified since signing in.
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(getIdToken).toHaveBeenLastCalledWith(true)
    expectEverythingKept()
  })

  it('sends once a fresh token says the address is verified now', async () => {
    const user = userEvent.setup()
    const refusal = { code: 'email-unverified', message: errors.verifyEmail }
    functionAnswers(
      { status: 403, body: { error: refusal } },
      { status: 200, body: { sent: true, recipient: 'Amelia Hart', confirmationSent: true } },
    )
    render(
      <ViewingRequestForm
        estateId="1"
        visitor={{ ...visitor, emailVerified: false }}
        getIdToken={async () => 'token'}
      />,
    )
    await fillAndSend(user)
    expect(
      await screen.findByRole('heading', { name: 'Request sent to Amelia Hart' }),
    ).toBeInTheDocument()
  })
})

describe('ViewingRequestForm and the hourly limits', () => {
  it.each([
    ['the visitor', errors.rateLimited(enquiry.perVisitorPerHour, 42)],
    ["the estate's agent", errors.agentBusy(42)],
    ["the visitor's address", errors.addressBusy(42)],
  ])('shows the limit of %s and keeps everything typed', async (_, message) => {
    const user = userEvent.setup()
    functionAnswers({
      status: 429,
      headers: { 'Retry-After': '2520' },
      body: { error: { code: 'rate-limited', message } },
    })
    render(<ViewingRequestForm estateId="1" visitor={visitor} getIdToken={async () => 't'} />)
    await fillAndSend(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expectEverythingKept()
    expect(screen.getByRole('button', { name: 'Send request' })).toBeEnabled()
  })
})

describe('ViewingRequestForm checks before sending', () => {
  it('names a past date under its own input, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup()
    const fetch = functionAnswers({ status: 500, body: {} })
    render(<ViewingRequestForm estateId="1" visitor={visitor} getIdToken={async () => 't'} />)
    // The first slot left empty: the error must still land under the second.
    fireEvent.change(screen.getByLabelText('Preferred date and time 2'), {
      target: { value: '2020-01-01T10:30' },
    })
    await user.type(screen.getByLabelText('Message (optional)'), 'Mornings suit me')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send request' }))

    expect(screen.getByLabelText('Preferred date and time 2')).toHaveAccessibleDescription(
      enquiryMessages.validation.dateInPast,
    )
    expect(screen.getByLabelText('Preferred date and time 1')).not.toBeInvalid()
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Message (optional)')).toHaveValue('Mornings suit me')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })
})

describe('ViewingRequestForm for a sold estate', () => {
  it('asks for a similar home, without dates, by the same path', async () => {
    const user = userEvent.setup()
    const fetch = functionAnswers({
      status: 200,
      body: { sent: true, recipient: 'Amelia Hart', confirmationSent: true },
    })
    render(
      <ViewingRequestForm
        estateId="8"
        similarTo="sold"
        visitor={visitor}
        getIdToken={async () => 'token'}
      />,
    )
    expect(
      screen.getByRole('heading', { name: enquiryMessages.similar.formTitle }),
    ).toBeInTheDocument()
    expect(screen.getByText(enquiryMessages.similar.intro.sold)).toBeInTheDocument()
    expect(screen.queryByLabelText('Preferred date and time 1')).toBeNull()
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(
      await screen.findByRole('heading', { name: enquiryMessages.sentTo('Amelia Hart') }),
    ).toBeInTheDocument()
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'similar',
      estateId: '8',
      dates: [],
      // The page's language (English in the unit tests): the confirmation is written in it.
      language: 'en',
    })
    expect(screen.queryByText(enquiryMessages.preferredTimes)).toBeNull()
    expect(screen.getByRole('button', { name: enquiryMessages.similar.another })).toBeVisible()
  })
})
