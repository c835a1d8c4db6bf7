import { useSyncExternalStore } from 'react'
import { areaUnits, currencies, DISPLAY_STORAGE_KEY } from '@/config/constants'
import { DISPLAY_PARAMS } from '@/config/paths'
import { dollars, type Display, type DisplayChoice } from './display-units'
import type { RatesResult } from './rates'

export type { Display, DisplayChoice }

export const defaultChoice: DisplayChoice = { currency: 'USD', area: 'sqft' }

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined) =>
  options.find((option) => option === value?.toUpperCase() || option === value?.toLowerCase())

/** The choice an address states (each part it states), e.g. `?currency=eur&area=sqm`. */
export function choiceInAddress(search: string): Partial<DisplayChoice> {
  const params = new URLSearchParams(search)
  const currency = oneOf(currencies, params.get(DISPLAY_PARAMS.currency))
  const area = oneOf(areaUnits, params.get(DISPLAY_PARAMS.area))
  return { ...(currency && { currency }), ...(area && { area }) }
}

/** The address's choice, then the remembered one, then dollars and square feet. */
export function readChoice(search: string, stored: string | null): DisplayChoice {
  let remembered: Partial<DisplayChoice> = {}
  try {
    const saved = (stored ? JSON.parse(stored) : {}) as Record<string, unknown>
    const currency = oneOf(currencies, String(saved.currency))
    const area = oneOf(areaUnits, String(saved.area))
    remembered = { ...(currency && { currency }), ...(area && { area }) }
  } catch {
    // a value written by something else: forgotten
  }
  return { ...defaultChoice, ...remembered, ...choiceInAddress(search) }
}

/** `search` with the choice written in (a default left out), for the switch's navigation. */
export function withChoice(search: string, choice: DisplayChoice) {
  const params = new URLSearchParams(search)
  for (const key of ['currency', 'area'] as const) {
    if (choice[key] === defaultChoice[key]) params.delete(DISPLAY_PARAMS[key])
    else params.set(DISPLAY_PARAMS[key], choice[key])
  }
  const written = params.toString()
  return written ? `?${written}` : ''
}

/** The display params of `from`, appended to `params` (a page that rewrites its address keeps them). */
export function keepChoiceParams(from: string, params: URLSearchParams) {
  const source = new URLSearchParams(from)
  for (const name of Object.values(DISPLAY_PARAMS)) {
    const value = source.get(name)
    if (value !== null) params.set(name, value)
  }
  return params
}

function storedChoice() {
  try {
    return localStorage.getItem(DISPLAY_STORAGE_KEY)
  } catch {
    return null
  }
}

function remember(choice: DisplayChoice) {
  try {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(choice))
  } catch {
    // storage turned off: the address still holds the choice
  }
}

/** What the display is for a choice and the rates' state (undefined: still loading). */
export function displayOf(choice: DisplayChoice, result: RatesResult | undefined): Display {
  const base = { choice, area: choice.area, money: dollars, rates: null, problem: null }
  if (choice.currency === 'USD' || result === undefined) return base
  if ('problem' in result) return { ...base, problem: result.problem }
  const perDollar = result.rates.perDollar[choice.currency]
  return { ...base, money: { currency: choice.currency, perDollar }, rates: result.rates }
}

// The one place the pages read the choice from: a store outside React, so a card re-renders only
// when the display changes, not with every change of the address.
const inBrowser = typeof window !== 'undefined'
let choice = inBrowser ? readChoice(location.search, storedChoice()) : defaultChoice
let ratesResult: RatesResult | undefined
let ratesRequest: Promise<void> | undefined
let snapshot = displayOf(choice, undefined)
const listeners = new Set<() => void>()

function publish() {
  const next = displayOf(choice, ratesResult)
  if (JSON.stringify(next) === JSON.stringify(snapshot)) return
  snapshot = next
  listeners.forEach((listener) => listener())
}

/** Rates are downloaded (with their parser) only once a currency other than dollars is chosen. */
function needRates() {
  if (choice.currency === 'USD' || ratesRequest) return
  ratesRequest = import('./rates')
    .then(({ loadRates }) => loadRates())
    .then(
      (result) => {
        ratesResult = result
      },
      () => {
        ratesResult = { problem: 'missing' }
      },
    )
    .then(publish)
}

/** Sets the choice (the switch, or an address that states one) and remembers it. */
export function setDisplayChoice(next: DisplayChoice) {
  choice = next
  remember(next)
  needRates()
  publish()
}

/** The address changed: a choice it states wins and is remembered. */
export function followAddress(search: string) {
  const stated = choiceInAddress(search)
  if (Object.keys(stated).length) setDisplayChoice({ ...choice, ...stated })
}

if (inBrowser) {
  followAddress(location.search)
  needRates()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The display every amount and area is shown in (dollars and square feet while prerendering). */
export const useDisplay = () =>
  useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  )
const serverSnapshot = displayOf(defaultChoice, undefined)

/** For tests: the store as a fresh page would start it. */
export function resetDisplayForTests(result?: RatesResult) {
  choice = readChoice(location.search, storedChoice())
  ratesResult = result
  ratesRequest = result ? Promise.resolve() : undefined
  snapshot = displayOf(choice, ratesResult)
}
