import { AgentCard, type AgentContact } from './agent-card'
import type { GetIdToken } from './send-enquiry'
import { ViewingRequestForm, type ViewingRequestFormProps } from './viewing-request-form'

export type EnquirySectionProps = {
  estate: { id: string; title: string; agent: AgentContact | null; availability: string }
  visitor: ViewingRequestFormProps['visitor']
  getIdToken: GetIdToken
}

/**
 * The end of an estate's page: who to talk to, and a viewing request (a similar home's, once it is
 * sold or let). Loaded on its own.
 */
export default function EnquirySection({ estate, visitor, getIdToken }: EnquirySectionProps) {
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-5 pt-16 sm:px-8 lg:grid-cols-[1fr_2fr]">
      <div>
        <AgentCard agent={estate.agent} estateTitle={estate.title} />
      </div>
      <ViewingRequestForm
        estateId={estate.id}
        // Sold or let: no viewing, a home like it.
        similarTo={
          estate.availability === 'sold' || estate.availability === 'let'
            ? estate.availability
            : undefined
        }
        visitor={visitor}
        getIdToken={getIdToken}
      />
    </div>
  )
}
