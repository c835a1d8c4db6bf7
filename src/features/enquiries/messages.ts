import { sharedMessages } from '@/components/messages'
import { enquiry } from '@/config/constants'
import { formatNumber } from '@/lib/format'

/**
 * The viewing request's texts (issue 21), for the form and the function alike: only the estate
 * page's lazy enquiry code and the function carry them.
 */
const inMinutes = (minutes: number) =>
  `${formatNumber(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
/** 3 -> "three": small counts read as words in a sentence. */
const inWords = (count: number) => numberWords[count] ?? formatNumber(count)

export const enquiryMessages = {
  formTitle: 'Request a viewing',
  name: 'Name',
  email: 'Email address',
  phoneOptional: 'Phone (optional)',
  phone: 'Phone',
  dates: `Preferred dates and times (up to ${inWords(enquiry.maxDates)}, within the next ${formatNumber(enquiry.horizonDays)} days)`,
  date: (slot: number) => `Preferred date and time ${slot}`,
  messageOptional: 'Message (optional)',
  message: 'Message',
  messageCount: (length: number) =>
    `${formatNumber(length)} of ${formatNumber(enquiry.messageMaxLength)} characters`,
  consent: 'I agree to be contacted by the agent about this request.',
  send: 'Send request',
  sending: 'Sending…',
  sentTo: (recipient: string) => `Request sent to ${recipient}`,
  copySent: 'A copy is on its way to your inbox. Here is what you sent:',
  whatYouSent: 'Here is what you sent:',
  preferredTimes: 'Preferred times',
  /** How the summary writes them: "Wednesday 25 November 2026 at 10:30". */
  dateLocale: 'en-GB',
  another: 'Request another viewing',
  /** The request on the page of a sold or let estate: a home like it, without dates. */
  similar: {
    formTitle: 'Request a similar home',
    /** By the estate's availability. */
    intro: {
      sold: 'This estate has been sold. Tell us what you loved about it, and the agent will look for a home like it for you.',
      let: 'This estate has been let. Tell us what you loved about it, and the agent will look for a home like it for you.',
    },
    another: 'Send another request',
  },
  agent: {
    yours: 'Your agent for this estate',
    office: 'Contact our private office',
    portrait: (name: string) => `Portrait of ${name}`,
    /** The private office's monogram, where an agent would have a photo. */
    monogram: 'LL',
    speaks: (languages: readonly string[]) => `Speaks ${languages.join(', ')}`,
    call: 'Call',
    email: 'Email',
  },
  sent: (agent: string) => `Your request has been sent to ${agent}.`,
  validation: {
    ...sharedMessages.validation,
    nameTooLong: `Name must be at most ${formatNumber(enquiry.nameMaxLength)} characters`,
    phoneInvalid: 'Enter a phone number: digits and spaces, with an optional + at the start',
    datesRequired: 'Choose at least one date and time for the viewing',
    datesTooMany: `Choose at most ${inWords(enquiry.maxDates)} dates and times`,
    dateInvalid: 'Enter a complete date and time',
    dateInPast: 'Choose a date and time in the future',
    dateTooFar: `Choose a date within the next ${formatNumber(enquiry.horizonDays)} days`,
    messageTooLong: `Message must be at most ${formatNumber(enquiry.messageMaxLength)} characters`,
    consentRequired: 'Please agree to be contacted about this request',
    datesNotWanted: 'A request for a similar home has no viewing dates',
    estateRequired: 'Name the estate this request is for',
    timeZoneInvalid: 'Unknown time zone',
  },
  errors: {
    signIn:
      'Your session has ended. Please sign in again to send your request; what you typed is kept.',
    estateGone: 'This estate is no longer listed, so the request could not be sent.',
    notViewable:
      'This estate is no longer on the market, so it cannot be viewed. Reload the page to request a similar home.',
    invalid: 'Some details need another look: see the messages beside the fields.',
    tooLarge: 'This request is too long to send. Please shorten your message.',
    rateLimited: (limit: number, minutes: number) =>
      `You have sent ${formatNumber(limit)} viewing requests in the last hour. Please try again in ${inMinutes(minutes)}.`,
    agentBusy: (minutes: number) =>
      `This agent has received many viewing requests in the last hour. Please try again in ${inMinutes(minutes)}.`,
    addressBusy: (minutes: number) =>
      `Many viewing requests have come from your network in the last hour. Please try again in ${inMinutes(minutes)}.`,
    verifyEmail:
      'Verify your email address first: we send viewing requests only from verified accounts. Open the link we emailed you, or press "Resend email" at the top of the page; what you typed is kept.',
    mailFailed:
      'We could not deliver your request just now. Nothing is lost: please try again in a few minutes.',
    unreachable:
      'We could not reach our enquiry service. Check your connection and try again; what you typed is kept.',
    unexpected: 'Something went wrong while sending your request. Please try again.',
  },
} as const
