import type { BuildState } from '@/features/listings/publishing-schema'

const listings = (count: number) => `${count} listing${count === 1 ? '' : 's'}`

/** The Publishing screen's words (issue 45). The back office is built in English (decision 048). */
export const publishingWords = {
  title: 'Publishing',
  intro:
    'Publish turns the published listings into the live site. Each publish is a numbered version, and any earlier one can be restored in one step.',
  publish: 'Publish',
  publishing: 'Publishing…',
  live: (n: number, by: string, when: string) =>
    `The site shows version ${n}, published by ${by} on ${when}.`,
  noneLive:
    'The site shows the catalogue it was built with: nothing has been published from here yet.',
  versionsTitle: 'Versions',
  empty: 'No versions yet. The first publish makes version 1.',
  version: (n: number) => `Version ${n}`,
  states: {
    queued: 'Queued',
    building: 'Building…',
    live: 'Live',
    failed: 'Failed',
    superseded: 'Passed over for a newer version',
  } satisfies Record<BuildState, string>,
  /** A version that was live until a newer one was. */
  replaced: 'Replaced by a newer version',
  /** A build that failed, and why (the runner's sentence). */
  failedBecause: (why: string) => `The build failed and the site was left as it was: ${why}`,
  builtIn: (seconds: number) => `Built in ${Math.round(seconds)} s`,
  /** The subscribers' alerts once a version is live (decision 034). */
  alerts: {
    sending: 'Sending the alerts…',
    sent: (mailed: number, failed: number) =>
      `Alerts: ${mailed ? `${mailed} mail${mailed === 1 ? '' : 's'} sent` : 'nobody had news'}${failed ? `, ${failed} to try again with the next publish` : ''}.`,
    baseline: 'Alerts: the first catalogue they compare with, so no mail went out.',
    failed: (why: string) => `The alerts did not go out (${why}); they go with the next publish.`,
  },
  by: (name: string, when: string) => `${name}, ${when}`,
  changes: ({ added, changed, removed }: { added: number; changed: number; removed: number }) =>
    added + changed + removed
      ? [
          added && `${listings(added)} added`,
          changed && `${listings(changed)} changed`,
          removed && `${listings(removed)} taken off the site`,
        ]
          .filter(Boolean)
          .join(', ')
      : 'No listing changed',
  restoredFrom: (n: number) => `Restores version ${n}`,
  restore: 'Restore',
  restoreOf: (n: number) => `Restore version ${n}`,
  confirmRestoreTitle: (n: number) => `Restore version ${n}?`,
  confirmRestore:
    'The site returns to this version as a new one, and the listings are set back to what it holds, so that the next publish starts from them. The audit log records it.',
  /** Said once a publish is accepted. */
  started: (n: number) => `Version ${n} is being built. The site shows it in about a minute.`,
  restoring: (from: number, n: number) => `Version ${from} is being restored as version ${n}.`,
  nothingToPublish: 'Nothing to publish: the site already shows these listings.',
  refusedTitle:
    'Nothing was published: these listings need attention first. Each one’s editor shows what to fix.',
  openListing: (title: string) => `Open ${title}`,
  following: 'The site is being built: this list follows it.',
}
