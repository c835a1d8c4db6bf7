import type { FigureName } from '@/features/figures/figures-api'

/** The Figures screen's words (issue 46). The back office is built in English (decision 048). */
export const figuresWords = {
  title: 'Figures',
  intro:
    'Views, distinct visitors, requests and saves of a listing, day by day (UTC days). Visitors are counted per day without cookies; staff’s own views are left out.',
  listing: 'Listing',
  period: 'Period',
  periodDays: (days: number) => `Last ${days} days`,
  show: 'Show',
  loading: 'Loading the figures…',
  names: {
    views: 'Views',
    visitors: 'Visitors',
    enquiries: 'Requests',
    saves: 'Saves',
  } satisfies Record<FigureName, string>,
  day: 'Day (UTC)',
  total: 'Total',
  tableCaption: (title: string, days: number) => `${title}: the last ${days} days, day by day`,
  chartLabel: 'Views and visitors per day, drawn from the table below',
  download: 'Download CSV',
  empty: 'No listings yet',
  emptyHint:
    'The figures of a listing appear here once it exists: yours, or all for owners and admins.',
  notFound: {
    title: 'No such listing',
    body: 'This listing does not exist, or it is not one of yours.',
  },
  back: 'Your listings’ figures',
}
