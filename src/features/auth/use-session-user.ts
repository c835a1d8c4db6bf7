import { useSyncExternalStore } from 'react'
import { getSessionUser, subscribeSession } from './session'

export const useSessionUser = () =>
  useSyncExternalStore(subscribeSession, getSessionUser, () => null)
