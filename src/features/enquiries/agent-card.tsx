import { agency } from '@/config/constants'
import { enquiryMessages } from './messages'

const text = enquiryMessages.agent

export type AgentContact = {
  name: string
  photo: string
  phone: string
  email: string
  languages: string[]
}

/** Who answers for this estate: its agent, or the agency's own desk when it has none. */
export function AgentCard({
  agent,
  estateTitle,
  printed = false,
}: {
  agent: AgentContact | null
  estateTitle: string
  /** On paper (the brochure): the phone and email written out, nothing to press. */
  printed?: boolean
}) {
  const contact = agent ?? { ...agency, languages: [...agency.languages], photo: null }
  const mailto = `mailto:${contact.email}?subject=${encodeURIComponent(estateTitle)}`
  // The brochure's card is on the same page as the enquiry section's: an id of its own.
  const headingId = printed ? 'printed-agent-heading' : 'agent-heading'
  return (
    <section
      aria-labelledby={headingId}
      className="bg-base-200 rounded-box flex flex-col gap-5 p-7"
    >
      <h2 id={headingId} className="text-xl">
        {agent ? text.yours : text.office}
      </h2>
      <div className="flex items-center gap-5">
        {contact.photo ? (
          <img
            src={contact.photo}
            alt={text.portrait(contact.name)}
            width={88}
            height={88}
            loading={printed ? undefined : 'lazy'}
            className="bg-base-300 size-22 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="bg-primary text-primary-content font-display flex size-22 items-center justify-center rounded-full text-2xl"
          >
            {text.monogram}
          </span>
        )}
        <div>
          <p className="font-display text-2xl">{contact.name}</p>
          <p className="text-base-content/75 text-sm">{text.speaks(contact.languages)}</p>
        </div>
      </div>
      {printed ? (
        <p className="text-sm">
          {enquiryMessages.phone}: {contact.phone}
          <br />
          {enquiryMessages.email}: <span className="break-all">{contact.email}</span>
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <a className="btn btn-primary" href={`tel:${contact.phone.replace(/[^+0-9]/g, '')}`}>
            {text.call} <span className="sr-only">{contact.name}</span>
            <span aria-hidden="true" className="font-normal">
              {contact.phone}
            </span>
          </a>
          <a className="btn btn-outline" href={mailto}>
            {text.email} <span className="sr-only">{contact.name}</span>
          </a>
        </div>
      )}
    </section>
  )
}
