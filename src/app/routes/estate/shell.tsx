import { PRERENDERED_ESTATES_MAX } from '@/config/constants'
import { paths } from '@/config/paths'
import type { ShellModule } from '../../pages'
import { EstatePage } from './estate-page'

/**
 * Each estate's page, written whole: its largest paint (the photo) needs no JavaScript, no data
 * file and no chain of requests. The first PRERENDERED_ESTATES_MAX only: app.html answers the rest.
 */
export const recordScreens: ShellModule['recordScreens'] = ({ estates }) =>
  estates.slice(0, PRERENDERED_ESTATES_MAX).map((estate) => ({
    id: estate.id,
    path: paths.estate.href(estate.id),
    screen: <EstatePage estate={estate} />,
  }))
