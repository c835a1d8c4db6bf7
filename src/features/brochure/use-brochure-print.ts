import { useCallback, useState } from 'react'
import { toast } from '@/components/toast'
import { useLazyPart, type LazyPart } from '@/components/lazy-part'
import { printMessages } from './messages'

/**
 * "Print brochure" on a page: each press loads the brochure (with its QR code's library) if it is
 * not here yet, then asks it to print once its images are in. Ctrl+P before any press prints the
 * page itself in its print styles; after one, the brochure, which stays drawn for paper.
 */
export function useBrochurePrint<T extends object>(brochure: LazyPart<T>) {
  const part = useLazyPart(brochure, { now: false })
  const [printRequest, setPrintRequest] = useState(0)
  const [preparing, setPreparing] = useState(false)
  const printed = useCallback(() => setPreparing(false), [])
  const print = () => {
    setPreparing(true)
    part.load().then(
      () => setPrintRequest((count) => count + 1),
      () => {
        setPreparing(false)
        toast.error(printMessages.failed)
      },
    )
  }
  return { Brochure: part.value, printRequest, printed, preparing, print }
}
