import { adminMessages } from '../../messages'
import { ScreenHeading } from '../../layout/screen-states'

const words = adminMessages.listings

/**
 * The listings: where the back office opens. Listings are not kept in the database yet (they come
 * with the editor and the catalogue's import, issue 44's next part), so there are none to show.
 */
export function Component() {
  return (
    <>
      <ScreenHeading title={adminMessages.screens.listings} intro={words.intro} />
      <section
        aria-labelledby="no-listings"
        className="bg-base-200 rounded-box px-6 py-10 text-center sm:px-10 sm:py-14"
      >
        <h2 id="no-listings" className="text-2xl">
          {words.emptyTitle}
        </h2>
        <p className="text-base-content/75 mx-auto mt-3 max-w-md">{words.empty}</p>
      </section>
    </>
  )
}
