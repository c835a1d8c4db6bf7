import { DisplaySwitch } from '@/components/display-switch'
import { emptyQuery } from '@/features/estates/estate-query'
import { EstateGrid } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import { EstateSearchPanel } from '@/features/estates/estate-search-panel'
import { findEstates } from '@/features/estates/filter-estates'
import { MarketSwitch } from '@/features/estates/market-switch'
import type { ShellModule } from '../../pages'
import { estatesShellPart, HomeView } from './home-view'

const noop = () => undefined

/**
 * The collection's first page as the app draws it with no filter: a crawler and a visitor without
 * JavaScript see the estates, and the app keeps these cards until its own data has arrived. The
 * panel is the same size as the live one, so nothing moves when the app takes over.
 */
export const firstScreen: ShellModule['firstScreen'] = ({ estates }) => {
  // What the empty address lists: the estates on the market (the sold and let are a view).
  const listed = findEstates(estates, emptyQuery)
  return (
    <HomeView
      panel={
        <>
          <MarketSwitch query={emptyQuery} onChange={noop} />
          <EstateSearchPanel
            displaySwitch={<DisplaySwitch />}
            query={emptyQuery}
            facets={null}
            matchCount={null}
            onChange={noop}
            onCommit={noop}
          />
        </>
      }
    >
      <div data-shell-part={estatesShellPart}>
        <EstateResultsSummary estates={listed} filtered={false} onClear={noop} />
        <EstateGrid estates={listed} />
      </div>
    </HomeView>
  )
}
