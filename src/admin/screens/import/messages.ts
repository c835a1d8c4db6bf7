/** The Import screen's words (issue 46). The back office is built in English (decision 048). */

const listings = (count: number) => `${count} listing${count === 1 ? '' : 's'}`

export const importWords = {
  title: 'Import',
  intro:
    'Export every listing in the site’s own format, or bring listings in from a file or a Kyero v3 feed. Every import is a dry run first: nothing changes until you confirm, and imported listings arrive as drafts.',
  exportTitle: 'Export',
  exportHint:
    'Every listing as it is now, drafts included, with its translations: a file the import reads back.',
  exportJson: 'Export JSON',
  exportCsv: 'Export CSV',
  exportFailed: 'The export could not be downloaded. Please try again.',
  importTitle: 'Import from a file',
  fileLabel: 'File',
  fileHint: 'The site’s own .json or .csv, or a Kyero v3 feed (.xml).',
  chooseFile: 'Choose a file first.',
  wrongExtension: 'Choose a .json, .csv or .xml file.',
  preview: 'Preview',
  previewing: 'Reading the file…',
  unreadable: (detail: string) => `The file could not be read, and nothing was changed. ${detail}`,
  diffTitle: (source: string) => `What importing ${source} would do`,
  counts: {
    new: 'New',
    changed: 'Changed',
    unchanged: 'Unchanged',
    absent: 'Absent from the file',
    errors: 'Records with errors',
  },
  newTitle: 'New listings (as drafts)',
  changedTitle: 'Changed listings',
  absentTitle: 'Listings absent from the file',
  errorsTitle: 'Records that will not be imported',
  columns: {
    id: 'Listing',
    title: 'Title',
    record: 'Record',
    fields: 'Fields that change',
    state: 'State now',
    field: 'Field',
    message: 'Problem',
    address: 'Address',
  },
  heldNote:
    'A change to a published listing or one in review is not applied: it stays on the site as it is. Edit it in Listings.',
  photosNote: (count: number) =>
    `${count} photo${count === 1 ? '' : 's'} will be fetched from the feed’s addresses and stored once; a photo fetched before is not fetched again.`,
  fetchingPhotos: (done: number, total: number) => `Fetching photos: ${done} of ${total}`,
  photoFailuresTitle: 'Photos that could not be fetched (left out of their listings)',
  withdraw: (count: number) => `Withdraw the ${listings(count)} absent from the file`,
  withdrawHint: 'Withdrawn listings leave the site at the next publish; none is deleted.',
  confirm: (count: number) => `Import ${listings(count)} as drafts`,
  confirming: 'Importing…',
  done: (created: number, updated: number, withdrawn: number) =>
    `Imported: ${created} new, ${updated} updated, ${withdrawn} withdrawn.`,
  held: (count: number) => `${listings(count)} published or in review kept as they are.`,
  heldTitle: 'Kept as they are: edit these in Listings',
  conflicts: (count: number) =>
    `${listings(count)} changed by someone since the preview, left as they are: preview again.`,
  confirmed: 'This import was confirmed already: preview the file again.',
}
