import { TRANSLATION } from '@/lib/data-language'

/**
 * `text`, with `part` (found in it) marked as another language's where `lang` is given: a data
 * field left in English for want of a translation, inside a sentence in the page's language.
 */
export function TextWithPart({
  text,
  part,
  lang,
}: {
  text: string
  part: string
  lang: string | undefined
}) {
  const at = TRANSLATION && lang ? text.indexOf(part) : -1
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <span lang={lang}>{part}</span>
      {text.slice(at + part.length)}
    </>
  )
}
