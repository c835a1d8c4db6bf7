import { figureNames, type DayFigures, type FigureName } from '@/features/figures/figures-api'
import type { CsvCell } from '../csv-file'

/** The columns of a listing's figures as a CSV file (issue 46), as the Figures screen's table. */
export const figuresCsvHeader = {
  day: 'Day (UTC)',
  names: {
    views: 'Views',
    visitors: 'Visitors',
    enquiries: 'Requests',
    saves: 'Saves',
  } satisfies Record<FigureName, string>,
}

/** The header, then a row a day, in the order given (the answer's: oldest first). */
export const figuresCsvRows = (figures: readonly DayFigures[]): CsvCell[][] => [
  [figuresCsvHeader.day, ...figureNames.map((name) => figuresCsvHeader.names[name])],
  ...figures.map((day) => [day.day, ...figureNames.map((name) => day[name])]),
]
