const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/** 2450000 -> "2,450,000" (the "$" is part of the surrounding text). */
export const formatNumber = (value: number) => wholeNumber.format(value)

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "2024-03-14" -> "14 March 2024". */
export const formatDate = (isoDate: string) => longDate.format(new Date(isoDate))
