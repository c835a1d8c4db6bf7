import { catalogueVersionHref } from '@/config/catalogue-version'
import { dataFiles, translatedDataFiles } from '@/config/paths'
import { isAppNavigation, isCatalogueVersionFile, isDataFile, isPhoto, shellFor } from './caching'

const origin = 'http://127.0.0.1:5080'
const url = (path: string) => new URL(path, origin)
const handled = (address: string) => {
  const target = new URL(address)
  return (
    isAppNavigation(target, origin) ||
    isDataFile(target, origin) ||
    isCatalogueVersionFile(target, origin) ||
    isPhoto(target, origin)
  )
}

test('each path gets the HTML file Hosting serves for it', () => {
  expect(shellFor('/')).toBe('/index.html')
  expect(shellFor('/login')).toBe('/login.html')
  expect(shellFor('/login/')).toBe('/login.html')
  expect(shellFor('/register')).toBe('/register.html')
  expect(shellFor('/blogs')).toBe('/blogs.html')
  expect(shellFor('/profile')).toBe('/profile.html')
  // Every other path is the app's (not found, and offline an estate's or an article's page,
  // whose own HTML is not precached): the SPA fallback.
  for (const path of ['/1', '/blogs/3', '/update', '/auth/action', '/no/such/page'])
    expect(shellFor(path)).toBe('/app.html')
})

test('another language’s pages are left to its own worker', () => {
  expect(isAppNavigation(url('/fr/login'), origin)).toBe(false)
  expect(isAppNavigation(url('/de/'), origin)).toBe(false)
  expect(isAppNavigation(url('/de'), origin)).toBe(false)
  expect(isAppNavigation(url('/login'), origin)).toBe(true)
  // An estate whose id is not a language's code is English's.
  expect(isAppNavigation(url('/deck'), origin)).toBe(true)
})

test('the data files and the photos are cached; nothing else of the same kind is', () => {
  expect(isDataFile(url(dataFiles.estates), origin)).toBe(true)
  expect(isDataFile(url(`${dataFiles.blog}?fresh=1`), origin)).toBe(true)
  expect(isDataFile(url(translatedDataFiles.estates('fr')), origin)).toBe(true)
  expect(isDataFile(url(translatedDataFiles.blog('de')), origin)).toBe(true)
  expect(isDataFile(url('/data.es.json'), origin)).toBe(false)
  expect(isDataFile(url('/other.json'), origin)).toBe(false)
  expect(isPhoto(url('/images/estates/villa-640.avif'), origin)).toBe(true)
  expect(isPhoto(url('/assets/index.js'), origin)).toBe(false)
  // The same paths on another origin are not the site's.
  expect(isDataFile(new URL(dataFiles.estates, 'https://elsewhere.example'), origin)).toBe(false)
  expect(isPhoto(new URL('/images/a.png', 'https://images.example.com'), origin)).toBe(false)
})

test('a catalogue version’s data files are cached as versions; nothing else under its folder is', () => {
  const id = '0123456789abcdef'
  expect(isCatalogueVersionFile(url(catalogueVersionHref(id, dataFiles.estates)), origin)).toBe(
    true,
  )
  const french = catalogueVersionHref(id, translatedDataFiles.estates('fr'))
  expect(isCatalogueVersionFile(url(french), origin)).toBe(true)
  expect(isCatalogueVersionFile(url(dataFiles.estates), origin)).toBe(false)
  expect(isCatalogueVersionFile(url('/catalogue/0123456789ABCDEF/data.json'), origin)).toBe(false)
  expect(isCatalogueVersionFile(url('/catalogue/0123/data.json'), origin)).toBe(false)
  expect(isCatalogueVersionFile(url(`/catalogue/${id}/blog.json`), origin)).toBe(false)
  expect(isCatalogueVersionFile(url(`/catalogue/${id}/x/data.json`), origin)).toBe(false)
  expect(
    isCatalogueVersionFile(
      new URL(`/catalogue/${id}/data.json`, 'https://elsewhere.example'),
      origin,
    ),
  ).toBe(false)
  // Not also a plain data file: one cache each, one strategy each.
  expect(isDataFile(url(french), origin)).toBe(false)
})

test('the identity provider, the API and Firebase reserved paths are never handled', () => {
  for (const address of [
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=x',
    'http://127.0.0.1:9099/securetoken.googleapis.com/v1/token?key=x',
    'http://127.0.0.1:9099/emulator/auth/iframe',
    'https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=x',
    'https://securetoken.googleapis.com/v1/token?key=x',
    'https://apis.google.com/js/api.js',
    'https://tile.openstreetmap.org/1/2/3.png',
    `${origin}/__/auth/handler?apiKey=x`,
    `${origin}/__/auth/iframe`,
    `${origin}/api/enquiries`,
  ])
    expect(handled(address), address).toBe(false)
})

test('page navigations within the site are the app’s', () => {
  for (const path of ['/', '/1', '/blogs/2', '/login?redirectTo=%2F1'])
    expect(isAppNavigation(url(path), origin)).toBe(true)
})

test('the back office is left to the network: its pages and its files (decision 048)', () => {
  for (const path of ['/admin', '/admin/', '/admin/staff', '/admin?x=1', '/admin/assets/index.js'])
    expect(handled(`${origin}${path}`), path).toBe(false)
  // An estate whose id only starts the same way is the site's.
  expect(isAppNavigation(url('/administration'), origin)).toBe(true)
})
