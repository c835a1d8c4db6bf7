import { CATALOGUE_META, catalogueVersionHref } from '@/config/catalogue-version'

/**
 * Where this page reads one of the catalogue's files (`/data.json`, `/data.fr.json`): the copy
 * kept under its own version's id when its HTML names one (every built page does, decision 054),
 * so a page open while a newer catalogue goes live keeps reading the one its markup was drawn
 * from; else the file itself (a test's page, a page cached before versions were named). The one
 * place that decides, for the early download and the loader alike. The id is the build's own
 * writing (build/catalogue-source.ts): read as it is, the bytes of a check are the page's weight.
 */
export function catalogueFile(file: string) {
  // By its name alone (no element of the site's has that name but the meta tag): fewer bytes.
  const id = (document.getElementsByName(CATALOGUE_META)[0] as HTMLMetaElement | undefined)?.content
  return id ? catalogueVersionHref(id, file) : file
}
