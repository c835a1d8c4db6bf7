import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// A wait ends as soon as what it waits for is there. On a busy 2-core machine (the suite beside a
// browser run) a render can take longer than Testing Library's default second: a wait that fails
// only there is no finding.
configure({ asyncUtilTimeout: 5_000 })
