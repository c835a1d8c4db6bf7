import { useEffect } from 'react'
import { Link } from 'react-router'
import { imageWidths } from '@/config/constants'
import { paths } from '@/config/paths'
import { responsiveSources } from '@/lib/responsive-image'
import { compareSelection, type ComparePick } from './compare-selection'
import { compareMessages } from './messages'
import './compare-bar.css'

// Room below the page's end while the bar is shown (compare-bar.css).
const barShown = 'compare-bar-shown'

/** Fixed at the bottom while estates are picked: their photos, the way to compare them, clear. */
export function CompareBar({ picks }: { picks: readonly ComparePick[] }) {
  const messages = compareMessages.bar
  useEffect(() => {
    document.body.classList.add(barShown)
    return () => document.body.classList.remove(barShown)
  }, [])
  return (
    <aside
      aria-label={messages.label}
      className="bg-base-100 border-base-300 fixed inset-x-0 bottom-0 z-40 border-t shadow-lg print:hidden"
    >
      <div className="max-w-layout mx-auto flex items-center gap-3 px-4 py-3 sm:px-8">
        <ul className="flex gap-1">
          {picks.map((pick) => (
            <li key={pick.id}>
              <img
                {...responsiveSources(pick.image, imageWidths.estate)}
                sizes="40px"
                width={40}
                height={40}
                alt={pick.title}
                title={pick.title}
                className="bg-base-300 size-10 rounded object-cover"
              />
            </li>
          ))}
        </ul>
        <Link
          to={paths.compare.href(picks.map((pick) => pick.id))}
          className="btn btn-primary btn-sm ml-auto"
        >
          {messages.open(picks.length)}
        </Link>
        <button
          type="button"
          aria-label={messages.clearLabel}
          onClick={() => compareSelection.set([])}
          className="btn btn-ghost btn-sm"
        >
          {messages.clear}
        </button>
      </div>
    </aside>
  )
}
