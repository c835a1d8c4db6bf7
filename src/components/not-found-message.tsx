import { Link } from 'react-router'

type NotFoundMessageProps = {
  eyebrow?: string
  title: string
  body: string
  action: { label: string; to: string }
}

export function NotFoundMessage({ eyebrow, title, body, action }: NotFoundMessageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-5 px-6 py-24 text-center">
      {eyebrow ? (
        <p className="text-gold-deep text-sm font-semibold tracking-[0.3em] uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 text-lg">{body}</p>
      <Link to={action.to} className="btn btn-primary mt-4">
        {action.label}
      </Link>
    </section>
  )
}
