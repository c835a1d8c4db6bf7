/** A moment as staff read it, in their own time zone: "28 Nov 2026, 14:05". */
const moments = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

export const formatMoment = (ms: number) => moments.format(new Date(ms))
