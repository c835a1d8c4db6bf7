import { Link } from 'react-router'
import { pageTitle } from '@/config/constants'

type NotFoundMessageProps = {
  eyebrow?: string
  /** The page's title, heading, explanation and the label of the one way on (from a catalogue). */
  text: { page: string; title: string; body: string; action: string }
  to: string
}

/** A page, estate or article that does not exist: says so and offers one way on. */
export function NotFoundMessage({ eyebrow, text, to }: NotFoundMessageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-24 text-center">
      <title>{pageTitle(text.page)}</title>
      {eyebrow ? (
        <p className="text-gold-deep text-sm font-semibold tracking-[0.3em] uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl sm:text-4xl">{text.title}</h1>
      <p className="text-base-content/75 text-lg">{text.body}</p>
      <Link to={to} className="btn btn-primary mt-4">
        {text.action}
      </Link>
    </section>
  )
}
