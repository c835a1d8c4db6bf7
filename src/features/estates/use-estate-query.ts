import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { SEARCH_ADDRESS_DELAY_MS } from '@/config/constants'
import { keepChoiceParams } from '@/lib/display-choice'
import { restrictToFacets, restrictToVisitor, type EstateFacets } from './estate-filters'
import { parseEstateQuery, serialiseEstateQuery, type EstateQuery } from './estate-query'

/**
 * How a change reaches the address. 'typing' (the search box): the results follow at once, the
 * address a moment later, the first write of a run of keystrokes pushing an entry and the rest
 * replacing it (browsers limit how often a page may write its history). 'editing' (a price being
 * typed): the results follow, the address waits for commit(), so a half-typed bound is never
 * corrected under the visitor's fingers. 'choice' (a filter, a sort): a new entry, written once its
 * results are on the screen, in a task of its own (in the click, the history write and the router's
 * navigation made the click's task ~140 ms long at 4x CPU slowdown). 'view' (list or map): a new
 * entry, written at once, so the navigation does not fall in the middle of the map's loading.
 */
export type QueryChangeKind = 'typing' | 'editing' | 'choice' | 'view'

/** The query's address, keeping the visitor's display choice the address holds (`?currency=`). */
const searchOf = (query: EstateQuery, current = location.search) => {
  const search = keepChoiceParams(current, serialiseEstateQuery(query)).toString()
  return search ? `?${search}` : ''
}

/**
 * The query the address holds (values the data lacks dropped once `facets` are known, "Saved
 * only" unless `signedIn`), what the visitor is typing on top of it, and how to change it. The
 * address is normalised in place. `query` is for the controls, which answer at once; `shown` for
 * the results, which follow as soon as the main thread is free (React's deferred value).
 */
export function useEstateQuery(facets: EstateFacets | null, signedIn: boolean) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()
  const fromAddress = useMemo(() => {
    const parsed = restrictToVisitor(
      parseEstateQuery(new URLSearchParams(location.search)),
      signedIn,
    )
    return facets ? restrictToFacets(parsed, facets) : parsed
  }, [location.search, facets, signedIn])
  const [draft, setDraft] = useState<EstateQuery | null>(null)
  const latest = useRef<EstateQuery | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typingRun = useRef(false)
  /** A choice waiting for its results to be shown before it goes to the address. */
  const chosen = useRef<EstateQuery | null>(null)

  const write = useCallback(
    (query: EstateQuery, replace: boolean) => {
      clearTimeout(timer.current)
      timer.current = undefined
      void navigate({ search: searchOf(query) }, { replace, preventScrollReset: true })
    },
    [navigate],
  )

  // The address moved. Back or Forward drop what was being typed; otherwise a draft has done its
  // work once the address says the same (a newer one, typed meanwhile, stays).
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    if (draft && (navigationType === 'POP' || searchOf(draft) === location.search)) setDraft(null)
  }
  useEffect(() => {
    if (navigationType !== 'POP') return
    clearTimeout(timer.current)
    timer.current = undefined
    typingRun.current = false
    latest.current = null
    chosen.current = null
  }, [location.key, navigationType])

  // Nonsense, duplicates or values the data lacks: the address is rewritten to what is shown.
  const canonical = searchOf(fromAddress, location.search)
  useEffect(() => {
    if (draft === null && timer.current === undefined && canonical !== location.search)
      void navigate({ search: canonical }, { replace: true, preventScrollReset: true })
  }, [canonical, location.search, draft, navigate])

  useEffect(() => () => clearTimeout(timer.current), [])

  const change = useCallback(
    (query: EstateQuery, kind: QueryChangeKind) => {
      if (kind === 'choice' || kind === 'view') {
        // Shown at once, so a box ticks as it is clicked.
        clearTimeout(timer.current)
        timer.current = undefined
        latest.current = null
        typingRun.current = false
        setDraft(query)
        chosen.current = kind === 'choice' ? query : null
        if (kind === 'view') write(query, false)
        return
      }
      // What is typed next goes to the address with the choice before it.
      chosen.current = null
      latest.current = query
      setDraft(query)
      if (kind === 'editing') return
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        const replace = typingRun.current
        typingRun.current = true
        if (latest.current === query) latest.current = null
        write(query, replace)
      }, SEARCH_ADDRESS_DELAY_MS)
    },
    [write],
  )

  /** Writes what is being typed now (a field left, Enter pressed); the run of typing ends. */
  const commit = useCallback(() => {
    const pending = latest.current
    const replace = typingRun.current
    typingRun.current = false
    latest.current = null
    if (pending) write(pending, replace)
  }, [write])

  const query = draft ?? fromAddress
  const shown = useDeferredValue(query)
  useEffect(() => {
    const pending = chosen.current
    if (pending === null || shown !== pending) return
    // In a task of its own, not in the one that committed the results (effects may run there).
    const later = setTimeout(() => {
      if (chosen.current !== pending) return
      chosen.current = null
      write(pending, false)
    }, 0)
    return () => clearTimeout(later)
  }, [shown, write])

  return { query, shown, change, commit }
}
