import { render } from '@testing-library/react'
import { TextWithPart } from './text-with-part'

// This file reads the data as a French build does (src/lib/data-language.ts's TRANSLATION).
vi.hoisted(() => Object.assign(globalThis, { __SITE_LANGUAGE__: 'fr' }))

describe('TextWithPart', () => {
  it('marks the part left in English inside a sentence of the page’s language', () => {
    const { container } = render(
      <p>
        <TextWithPart text="Catégorie : Villas" part="Villas" lang="en" />
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Catégorie : <span lang="en">Villas</span></p>')
  })

  it('is the text alone where the part is in the page’s language', () => {
    const { container } = render(
      <p>
        <TextWithPart text="Catégorie : Villas" part="Villas" lang={undefined} />
      </p>,
    )
    expect(container.innerHTML).toBe('<p>Catégorie : Villas</p>')
  })
})
