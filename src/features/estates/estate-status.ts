/** An estate's status and availability, without the schema's code: the pages read these. */

/**
 * Where an estate is in its life: on the market ("available", "under offer") or in the agency's
 * portfolio ("sold" ends a sale, "let" a rent). Absent means available.
 */
export const availabilities = ['available', 'under offer', 'sold', 'let'] as const
export type Availability = (typeof availabilities)[number]

/** What the home page lists unless the visitor asks for the portfolio. */
export const onTheMarket: readonly Availability[] = ['available', 'under offer']
/** The agency's portfolio: the home page's "Sold" view. */
export const inPortfolio: readonly Availability[] = ['sold', 'let']

export const statusIs = (status: string, word: 'sale' | 'rent') =>
  status.trim().toLowerCase() === word

/** The statuses the site has words for; the data may hold others. */
export type StatusKind = 'sale' | 'rent'

/** Which known status the data's word is, if any. */
export const statusKind = (status: string): StatusKind | null =>
  statusIs(status, 'sale') ? 'sale' : statusIs(status, 'rent') ? 'rent' : null

/** The availabilities a status allows: a rent is never sold, a sale never let. */
export const availabilitiesFor = (status: string): readonly Availability[] =>
  availabilities.filter((value) =>
    value === 'sold'
      ? !statusIs(status, 'rent')
      : value === 'let'
        ? !statusIs(status, 'sale')
        : true,
  )
