import { COMPARE_MAX } from '@/config/constants'

/** The compare toggle's words, on every card and estate page: only these, the bar's load later. */
export const compareToggleMessages = {
  compare: 'Compare',
  label: (title: string) => `Compare ${title}`,
  full: (title: string) =>
    `You can compare up to ${COMPARE_MAX} estates. Remove one from the comparison to add ${title}.`,
  failed: 'This browser could not keep your comparison. Please try again.',
  barFailed: 'The comparison bar could not be loaded.',
}
