import { emptyQuery } from '@/features/estates/estate-query'
import { EstateGrid } from '@/features/estates/estate-grid'
import { EstateResultsSummary } from '@/features/estates/estate-results-summary'
import { EstateSearchPanel } from '@/features/estates/estate-search-panel'
import type { ShellModule } from '../../pages'
import { estatesShellPart, HomeView } from './home-view'

const noop = () => undefined

/**
 * The collection's first page as the app draws it with no filter: a crawler and a visitor without
 * JavaScript see the estates, and the app keeps these cards until its own data has arrived. The
 * panel is the same size as the live one, so nothing moves when the app takes over.
 */
export const firstScreen: ShellModule['firstScreen'] = ({ estates }) => (
  <HomeView
    panel={
      <EstateSearchPanel
        query={emptyQuery}
        facets={null}
        matchCount={null}
        onChange={noop}
        onCommit={noop}
      />
    }
  >
    <div data-shell-part={estatesShellPart}>
      <EstateResultsSummary estates={estates} filtered={false} onClear={noop} />
      <EstateGrid estates={estates} />
    </div>
  </HomeView>
)
