import { useEffect } from 'react'
import { useAsyncError, useRevalidator } from 'react-router'
import { RetryNotice } from '@/components/retry-notice'
import { estateMessages } from '@/features/estates/messages'

/** The estates could not be loaded: the loader runs again on "Try again". */
export function EstatesLoadError() {
  const error = useAsyncError()
  const { revalidate, state } = useRevalidator()
  useEffect(() => console.error('Failed to load the estates', error), [error])
  return (
    <RetryNotice
      message={estateMessages.loadFailed}
      busy={state === 'loading'}
      onRetry={() => void revalidate()}
    />
  )
}
