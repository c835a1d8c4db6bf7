type EnquiryPlaceholderProps = {
  /** Sold or let: the section asks for a similar home. */
  similar: boolean
  /** The session's word: an unverified visitor is told first that nothing is sent until they are. */
  verified: boolean
}

/**
 * The room the enquiry section will take, held while its code loads (it loads as the visitor nears
 * it). Without it a visitor who jumps to the end of an estate's page saw the footer pushed away
 * under their finger: by 270 px on a desktop, by up to 1,000 on a phone. Its heights are in
 * enquiry-placeholder.css (in the stylesheet of every page: the estate pages' HTML draws it too); e2e/enquiry-placeholder.spec.ts holds the footer still.
 */
export function EnquiryPlaceholder({ similar, verified }: EnquiryPlaceholderProps) {
  const kind = `${similar ? ' similar' : ''}${verified ? '' : ' unverified'}`
  return <div aria-hidden="true" className={`enquiry-room${kind}`} />
}
