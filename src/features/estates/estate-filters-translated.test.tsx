import { render, screen, within } from '@testing-library/react'
import { estateRecord } from '@/testing/estate-records'
import { collectionMessages } from './messages'
import FiltersDialog from './estate-filters-dialog'
import { facetsOf } from './estate-filters'
import { emptyQuery } from './estate-query'
import { estatesIn } from './estate-translations'
import { parseEstates } from './parse-estates'

// The Filters dialog as a French build draws the data's words (src/lib/data-language.ts's
// TRANSLATION); the catalogue's own words stay the English file's here.
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})

it('shows the options in the visitor’s words, and marks those no translation names as English', () => {
  const { estates } = parseEstates([
    estateRecord({ id: '1', segment_name: 'Villas', facilities: ['Private pool', 'Gym'] }),
    estateRecord({
      id: '2',
      segment_name: 'Penthouses',
      facilities: ['Private pool', 'Wine cellar'],
    }),
  ])
  // Estate 2 has no French entry: its segment and its own facility are English.
  const shown = estatesIn(estates, 'fr', {
    language: 'fr',
    properties: {
      '1': { segment_name: 'Villas', facilities: ['Piscine privée', 'Salle de sport'] },
    },
  })
  render(
    <FiltersDialog
      open
      onClose={vi.fn()}
      query={emptyQuery}
      facets={facetsOf(shown)}
      matchCount={2}
      onChange={vi.fn()}
      onCommit={vi.fn()}
    />,
  )
  const { fields } = collectionMessages.filters
  const facilities = within(screen.getByRole('group', { name: fields.facilities.legend }))
  expect(
    facilities.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent),
  ).toEqual(['Salle de sport', 'Piscine privée', 'Wine cellar'])
  expect(facilities.getByText('Piscine privée')).not.toHaveAttribute('lang')
  expect(facilities.getByText('Salle de sport')).not.toHaveAttribute('lang')
  expect(facilities.getByText('Wine cellar')).toHaveAttribute('lang', 'en')
  // A word the same in both languages is still a translation: not marked.
  const segments = within(screen.getByRole('group', { name: fields.segment.legend }))
  expect(segments.getByText('Villas')).not.toHaveAttribute('lang')
  expect(segments.getByText('Penthouses')).toHaveAttribute('lang', 'en')
})
