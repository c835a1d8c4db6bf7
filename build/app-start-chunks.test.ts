import { describe, expect, it } from 'vitest'
import { appStartOwners } from './app-start-chunks.ts'

const react = '/n/node_modules/react/index.js'
const reactDom = '/n/node_modules/react-dom/client.js'
const reactRouter = '/n/node_modules/react-router/index.mjs'

/** A module graph in miniature: id -> [static imports, dynamic imports]. */
function graphOf(modules: Record<string, [string[], string[]?]>, entry: string) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            isEntry: id === entry,
            importedIds: modules[id][0],
            dynamicallyImportedIds: modules[id][1] ?? [],
          }
        : null,
  }
}

const app = (names: { renderer: string; router: string; preload: string }) =>
  graphOf(
    {
      'index.html': [['/src/boot/main.tsx']],
      '/src/boot/main.tsx': [['/src/session.ts'], [names.preload, names.renderer, names.router]],
      '/src/session.ts': [[]],
      [names.preload]: [['/src/load-estates.ts', '/src/session.ts']],
      '/src/load-estates.ts': [[]],
      [names.renderer]: [[react, reactDom]],
      [reactDom]: [[react]],
      [react]: [[]],
      [names.router]: [[reactRouter, '/src/router.tsx', react]],
      [reactRouter]: [[react]],
      '/src/router.tsx': [['/src/layout.tsx', '/src/load-estates.ts', '/src/session.ts']],
      '/src/layout.tsx': [[react]],
    },
    'index.html',
  )

describe('appStartOwners', () => {
  it("makes one chunk of each start module that brings React, leaving out the entry's and the preload's modules and React itself", () => {
    const { owners, names } = appStartOwners(
      app({
        renderer: '/src/boot/start-app.tsx',
        router: '/src/boot/start-router.ts',
        preload: '/src/boot/preload-signed-in-page.ts',
      }),
    )
    expect(names).toEqual(['start-app', 'start-router'])
    expect(Object.fromEntries(owners)).toEqual({
      '/src/boot/start-app.tsx': 'start-app',
      [reactDom]: 'start-app',
      '/src/boot/start-router.ts': 'start-router',
      [reactRouter]: 'start-router',
      '/src/router.tsx': 'start-router',
      '/src/layout.tsx': 'start-router',
    })
  })

  it('follows a renamed module: the same chunks under the new names', () => {
    const { owners, names } = appStartOwners(
      app({
        renderer: '/src/boot/renderer.tsx',
        router: '/src/boot/routing.ts',
        preload: '/src/boot/early-estate.ts',
      }),
    )
    expect(names).toEqual(['renderer', 'routing'])
    expect(owners.get(reactDom)).toBe('renderer')
    expect(owners.get('/src/router.tsx')).toBe('routing')
    expect(owners.has('/src/load-estates.ts')).toBe(false)
  })
})
