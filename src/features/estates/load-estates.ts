import { dataFiles } from '@/config/paths'
import { fetchJson } from '@/lib/fetch-json'
import { parseEstates, type EstateList } from './parse-estates'

export async function loadEstates(signal?: AbortSignal): Promise<EstateList> {
  const json = await fetchJson(dataFiles.estates, { signal })
  return parseEstates(json, dataFiles.estates)
}

/** Ids compare as text, so 7 and "7" name the same estate. */
export async function loadEstate(id: string, signal?: AbortSignal) {
  const { estates } = await loadEstates(signal)
  return estates.find((estate) => estate.id === String(id)) ?? null
}
