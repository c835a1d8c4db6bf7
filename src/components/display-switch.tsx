import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { areaUnits, currencies } from '@/config/constants'
import { setDisplayChoice, useDisplay, withChoice } from '@/lib/display-choice'
import { useStaticShell } from '@/lib/static-shell'
import type { DisplayChoice } from '@/lib/display-units'
import { displayMessages } from './messages'

/**
 * The visitor's currency and area unit: two native selects (keyboard and screen readers know
 * them), written to the address (a shared link keeps them) and remembered. `tone` suits the dark
 * footer or a light page.
 */
export function DisplaySwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const display = useDisplay()
  const { choice } = display
  const navigate = useNavigate()
  const { pathname, search, hash } = useLocation()
  const id = useId()
  // The prerendered page is in dollars and square feet, its controls inert until the app runs.
  const inert = useStaticShell()
  const choose = (patch: Partial<DisplayChoice>) => {
    const next = { ...choice, ...patch }
    setDisplayChoice(next)
    void navigate(
      { pathname, search: withChoice(search, next), hash },
      { replace: true, preventScrollReset: true },
    )
  }
  const select = `select select-sm rounded-field w-auto min-w-0 ${tone === 'dark' ? 'bg-primary text-primary-content border-primary-content/40' : 'bg-base-100 border-base-300'}`
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm"
    >
      <span id={`${id}-label`} className="sr-only">
        {displayMessages.label}
      </span>
      <label className="flex items-center gap-2">
        <span>{displayMessages.currency}</span>
        <select
          name="currency"
          disabled={inert}
          value={choice.currency}
          onChange={(event) =>
            choose({ currency: event.target.value as DisplayChoice['currency'] })
          }
          className={select}
        >
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {displayMessages.currencies[currency]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <span>{displayMessages.area}</span>
        <select
          name="area"
          disabled={inert}
          value={choice.area}
          onChange={(event) => choose({ area: event.target.value as DisplayChoice['area'] })}
          className={select}
        >
          {areaUnits.map((unit) => (
            <option key={unit} value={unit}>
              {displayMessages.areaUnits[unit]}
            </option>
          ))}
        </select>
      </label>
      {display.problem ? (
        <p role="status" className="basis-full">
          {displayMessages.inDollars[display.problem]}
        </p>
      ) : null}
    </div>
  )
}
