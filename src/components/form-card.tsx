import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The calm centred card that holds the sign-in and profile forms. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="px-5 py-16 sm:px-8">
      <div className="bg-base-100 mx-auto w-full max-w-md rounded-box px-6 py-10 shadow-[0_24px_64px_-24px_rgb(28_34_48/0.25)] sm:px-10">
        <h1 className="mb-8 text-center text-3xl">{title}</h1>
        {children}
      </div>
    </section>
  )
}

/** The line under a card's form that sends the visitor to the other form: "… Register". */
export function FormCardLink({ lead, to, label }: { lead: string; to: string; label: string }) {
  return (
    <p className="text-base-content/75 mt-8 text-center text-sm">
      {lead}{' '}
      <Link to={to} className="link text-base-content font-semibold">
        {label}
      </Link>
    </p>
  )
}
