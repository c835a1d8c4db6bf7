import { useId } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { areaUnits, currencies } from '@/config/constants'
import { setDisplayChoice, useDisplay, withChoice } from '@/lib/display-choice'
import { useStaticShell } from '@/lib/static-shell'
import type { DisplayChoice } from '@/lib/display-units'
import { displayMessages } from './messages'

/** The two parts of the choice, each a select: its options and their names. */
const parts = [
  { key: 'currency', options: currencies, names: displayMessages.currencies },
  { key: 'area', options: areaUnits, names: displayMessages.areaUnits },
] as const

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
  // Beside the sort it reads as the sort does (label above, the same field); in the footer, small.
  const dark = tone === 'dark'
  const select = dark
    ? 'select select-sm rounded-field bg-primary text-primary-content border-primary-content/40 w-auto min-w-0'
    : 'input bg-base-100 border-base-300 focus-within:border-gold-deep rounded-field h-11 w-auto min-w-0 pr-8'
  const label = dark ? 'flex items-center gap-2' : 'flex flex-col gap-1.5'
  const caption = dark ? undefined : 'font-semibold'
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={`flex flex-wrap gap-x-3 gap-y-2 text-sm ${dark ? 'items-center' : 'items-end'}`}
    >
      <span id={`${id}-label`} className="sr-only">
        {displayMessages.label}
      </span>
      {parts.map(({ key, options, names }) => (
        <label key={key} className={label}>
          <span className={caption}>{displayMessages[key]}</span>
          <select
            name={key}
            disabled={inert}
            value={choice[key]}
            onChange={(event) => choose({ [key]: event.target.value })}
            className={select}
          >
            {options.map((option) => (
              <option key={option} value={option}>
                {names[option as keyof typeof names]}
              </option>
            ))}
          </select>
        </label>
      ))}
      {display.problem ? (
        <p role="status" className="basis-full">
          {displayMessages.inDollars[display.problem]}
        </p>
      ) : null}
    </div>
  )
}
