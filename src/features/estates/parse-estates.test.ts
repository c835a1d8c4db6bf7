import { estateRecord } from '@/testing/estate-records'
import { parseEstates } from './parse-estates'

describe('parseEstates', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('reads the object shape with a properties array', () => {
    const { estates, skipped } = parseEstates({ properties: [estateRecord()] })
    expect(skipped).toBe(0)
    expect(estates).toEqual([
      {
        id: '1',
        image: '/images/estates/harbour-penthouse-1200.avif',
        status: 'sale',
        location: 'Monaco, Monaco',
        areaSqFt: 4200,
        title: 'Harbour Penthouse',
        price: 12500000,
        description: 'A penthouse above the harbour with a wraparound terrace.',
        segment: 'Apartments',
        facilities: ['Private pool', 'Concierge', 'Sea view'],
        coordinates: { lat: 43.7384, lng: 7.4246 },
        locationPrecision: 'exact',
        agent: null,
        images: [],
        floorPlans: [],
        film: null,
        tour: null,
        monthly: false,
        availability: 'available',
      },
    ])
  })

  it('reads the bare array shape the detail loader uses', () => {
    const { estates } = parseEstates([estateRecord({ id: 7 }), estateRecord({ id: '8' })])
    expect(estates.map((estate) => estate.id)).toEqual(['7', '8'])
  })

  it('accepts prices and areas written as text, and coordinates as an object', () => {
    const [estate] = parseEstates([
      estateRecord({
        price: '$2,450,000',
        area_sq_ft: '3,100',
        coordinates: { latitude: '51.5', longitude: -0.19 },
      }),
    ]).estates
    expect(estate).toMatchObject({
      price: 2450000,
      areaSqFt: 3100,
      coordinates: { lat: 51.5, lng: -0.19 },
    })
  })

  it('reads price_on_request: true as no price to show, and false or absent as the price', () => {
    const { estates } = parseEstates([
      estateRecord({ id: '1', price_on_request: true }),
      estateRecord({ id: '2', price_on_request: false }),
      estateRecord({ id: '3' }),
    ])
    expect(estates.map((estate) => estate.price)).toEqual([null, 12500000, 12500000])
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('reads location_precision "approximate" with coordinates of two decimals at most', () => {
    const { estates } = parseEstates([
      estateRecord({ id: '1', coordinates: [43.74, 7.4], location_precision: 'approximate' }),
      estateRecord({ id: '2', coordinates: ['47.38', 8], location_precision: 'approximate' }),
      estateRecord({ id: '3', location_precision: 'exact' }),
      estateRecord({ id: '4' }),
    ])
    expect(estates.map((estate) => [estate.locationPrecision, estate.coordinates])).toEqual([
      ['approximate', { lat: 43.74, lng: 7.4 }],
      ['approximate', { lat: 47.38, lng: 8 }],
      ['exact', { lat: 43.7384, lng: 7.4246 }],
      ['exact', { lat: 43.7384, lng: 7.4246 }],
    ])
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('does not place an approximate estate whose coordinates are finer, naming it, and keeps it', () => {
    const warn = vi.fn()
    const { estates, skipped } = parseEstates(
      [
        estateRecord({ id: '1', location_precision: 'approximate' }),
        estateRecord({
          id: '2',
          estate_title: 'Lake House',
          coordinates: { latitude: '47.38', longitude: '8.561' },
          location_precision: 'approximate',
        }),
      ],
      'data.json',
      warn,
    )
    expect(skipped).toBe(0)
    expect(estates.map((estate) => [estate.locationPrecision, estate.coordinates])).toEqual([
      ['approximate', null],
      ['approximate', null],
    ])
    expect(warn.mock.calls).toEqual([
      [
        'Dropped the coordinates of estate 1 "Harbour Penthouse" (record 1): an approximate location needs coordinates of 2 decimals at most; the estate is kept',
      ],
      [
        'Dropped the coordinates of estate 2 "Lake House" (record 2): an approximate location needs coordinates of 2 decimals at most; the estate is kept',
      ],
    ])
  })

  it('drops a location_precision other than "approximate" or "exact", with a warning', () => {
    const warn = vi.fn()
    const { estates } = parseEstates(
      [
        estateRecord({ id: '1', location_precision: 'Approx' }),
        estateRecord({ id: '2', location_precision: true }),
      ],
      'data.json',
      warn,
    )
    expect(estates.map((estate) => [estate.id, estate.locationPrecision])).toEqual([
      ['1', 'exact'],
      ['2', 'exact'],
    ])
    expect(warn.mock.calls).toEqual([
      [
        'Dropped the location_precision of estate 1 "Harbour Penthouse" (record 1): expected "approximate" or "exact"; the estate is kept',
      ],
      [
        'Dropped the location_precision of estate 2 "Harbour Penthouse" (record 2): expected "approximate" or "exact"; the estate is kept',
      ],
    ])
  })

  it('drops a price_on_request that is not true or false, with a warning, and keeps the estate', () => {
    const warn = vi.fn()
    const { estates, skipped } = parseEstates(
      [
        estateRecord({ id: '1', price_on_request: 'yes' }),
        estateRecord({ id: '2', price_on_request: 1 }),
      ],
      'data.json',
      warn,
    )
    expect(skipped).toBe(0)
    expect(estates.map((estate) => [estate.id, estate.price])).toEqual([
      ['1', 12500000],
      ['2', 12500000],
    ])
    expect(warn.mock.calls).toEqual([
      [
        'Dropped the price_on_request of estate 1 (record 1): expected true or false; the estate is kept',
      ],
      [
        'Dropped the price_on_request of estate 2 (record 2): expected true or false; the estate is kept',
      ],
    ])
  })

  it('reads availability as the status allows it, absent or null as available', () => {
    const { estates } = parseEstates([
      estateRecord({ id: '1', status: 'sale', availability: 'sold' }),
      estateRecord({ id: '2', status: 'rent', availability: 'let' }),
      estateRecord({ id: '3', status: 'rent', availability: 'Under offer' }),
      estateRecord({ id: '4', status: 'sale', availability: 'under_offer' }),
      estateRecord({ id: '5', status: 'sale', availability: null }),
      estateRecord({ id: '6', status: 'rent' }),
    ])
    expect(estates.map((estate) => [estate.id, estate.availability, estate.monthly])).toEqual([
      ['1', 'sold', false],
      ['2', 'let', true],
      ['3', 'under offer', true],
      ['4', 'under offer', false],
      ['5', 'available', false],
      ['6', 'available', true],
    ])
    expect(console.warn).not.toHaveBeenCalled()
  })

  it('drops an availability its status does not allow, with a warning, and keeps the estate', () => {
    const warn = vi.fn()
    const { estates, skipped } = parseEstates(
      [
        estateRecord({ id: '1', status: 'rent', availability: 'sold' }),
        estateRecord({ id: '2', status: 'sale', availability: 'let' }),
        estateRecord({ id: '3', status: 'sale', availability: 'gone' }),
        estateRecord({ id: '4', status: 'sale', availability: true }),
      ],
      'data.json',
      warn,
    )
    expect(skipped).toBe(0)
    expect(estates.map((estate) => estate.availability)).toEqual([
      'available',
      'available',
      'available',
      'available',
    ])
    expect(warn.mock.calls).toEqual([
      [
        'Dropped the availability of estate 1 (record 1): expected available, under offer or let for status "rent"; the estate is kept as available',
      ],
      [
        'Dropped the availability of estate 2 (record 2): expected available, under offer or sold for status "sale"; the estate is kept as available',
      ],
      [
        'Dropped the availability of estate 3 (record 3): expected available, under offer or sold for status "sale"; the estate is kept as available',
      ],
      [
        'Dropped the availability of estate 4 (record 4): expected available, under offer or sold for status "sale"; the estate is kept as available',
      ],
    ])
  })

  it('keeps an estate without valid coordinates, with no location', () => {
    const [estate] = parseEstates([estateRecord({ coordinates: [200, 'x'] })]).estates
    expect(estate?.coordinates).toBeNull()
  })

  it('skips records that do not fit, naming them, and keeps the rest', () => {
    const { estates, skipped } = parseEstates({
      properties: [
        estateRecord({ id: '1' }),
        estateRecord({ id: '2', price: 'on request' }),
        { id: '3', estate_title: 'Half a record' },
        'not even an object',
        estateRecord({ id: '5', image: 'javascript:alert(1)' }),
        estateRecord({ id: '1', estate_title: 'Duplicate' }),
        estateRecord({ id: '6' }),
      ],
    })
    expect(estates.map((estate) => estate.id)).toEqual(['1', '6'])
    expect(skipped).toBe(5)
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('estate 2 (record 2): invalid price'),
    )
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('estate 3 (record 3)'))
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('estate without id (record 4)'),
    )
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('estate 5 (record 5): invalid image'),
    )
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('estate 1 (record 6): duplicate id'),
    )
  })

  const agent = {
    name: 'Amelia Hart',
    photo: '/images/agents/amelia-hart.svg',
    phone: '+1 212 555 0142',
    email: 'amelia.hart@luxuryliving.example',
    languages: ['English', 'Italian'],
  }

  it("reads an estate's agent", () => {
    const warn = vi.fn()
    const [estate] = parseEstates([estateRecord({ agent })], 'data.json', warn).estates
    expect(estate?.agent).toEqual(agent)
    expect(warn).not.toHaveBeenCalled()
  })

  it('drops only a bad agent, keeping its estate, and names it in the warning', () => {
    const warn = vi.fn()
    const { estates, skipped } = parseEstates(
      [
        estateRecord({ id: '1', agent: { ...agent, email: 'not an address', phone: 'call me' } }),
        estateRecord({ id: '2', agent: 'Amelia' }),
        estateRecord({ id: '3', agent: { ...agent, photo: 'javascript:alert(1)' } }),
        estateRecord({ id: '4', agent: null }),
      ],
      'data.json',
      warn,
    )
    expect(skipped).toBe(0)
    expect(estates.map((estate) => [estate.id, estate.agent])).toEqual([
      ['1', null],
      ['2', null],
      ['3', null],
      ['4', null],
    ])
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn).toHaveBeenCalledWith(
      'Dropped the agent "Amelia Hart": invalid phone, email of estate 1 (record 1); the estate is kept',
    )
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('agent: invalid agent of estate 2 (record 2)'),
    )
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('agent "Amelia Hart": invalid photo of estate 3'),
    )
  })

  it('rejects a file of the wrong shape', () => {
    expect(() => parseEstates({ estates: [] })).toThrow(/expected a list of estates/)
    expect(() => parseEstates('<html>')).toThrow(/expected a list of estates/)
  })

  it('tells an empty list from a failure', () => {
    expect(parseEstates({ properties: [] })).toEqual({ estates: [], skipped: 0 })
  })

  describe('the optional images list', () => {
    it('reads URLs and { url, alt } entries, after the single image', () => {
      const [estate] = parseEstates([
        estateRecord({
          images: [
            '/images/estates/harbour-penthouse-1200.avif',
            { url: '/images/estates/harbour-penthouse-living-1200.avif', alt: 'The living room' },
            'https://photos.example.com/terrace.jpg',
          ],
        }),
      ]).estates
      expect(estate?.images).toEqual([
        { url: '/images/estates/harbour-penthouse-living-1200.avif', alt: 'The living room' },
        { url: 'https://photos.example.com/terrace.jpg', alt: undefined },
      ])
    })

    it('drops only the bad entries, keeps the estate, and names what it dropped', () => {
      const warn = vi.fn()
      const { estates, skipped } = parseEstates(
        [
          estateRecord({
            id: '9',
            images: [
              'javascript:alert(1)',
              '/images/estates/a-1200.avif',
              { alt: 'no url' },
              42,
              { url: '/images/estates/b-1200.avif', alt: 7 },
            ],
          }),
        ],
        'data.json',
        warn,
      )
      expect(skipped).toBe(0)
      expect(estates[0]?.images.map((photo) => photo.url)).toEqual([
        '/images/estates/a-1200.avif',
        '/images/estates/b-1200.avif',
      ])
      expect(warn).toHaveBeenCalledWith(
        'Dropped images 1, 3, 4 of estate 9 (record 1): invalid url',
      )
    })

    it('treats a list that is not a list as none, with a warning', () => {
      const warn = vi.fn()
      const [estate] = parseEstates([estateRecord({ images: 'lots' })], 'data.json', warn).estates
      expect(estate?.images).toEqual([])
      expect(warn).toHaveBeenCalledWith(
        'Dropped the images of estate 1 (record 1): expected a list',
      )
    })
  })

  describe('floor plans, film and 3D tour', () => {
    const plans = [
      { url: '/images/floor-plans/a-ground.svg', label: 'Ground floor' },
      { url: '/images/floor-plans/a-upper.png', label: 'Upper floor' },
    ]
    const film = {
      sources: ['/media/a-film.webm', '/media/a-film.mp4'],
      poster: '/media/a-film-poster.jpg',
      captions: '/media/a-film.en.vtt',
    }

    it('reads them, with no warning', () => {
      const warn = vi.fn()
      const [estate] = parseEstates(
        [
          estateRecord({
            floor_plans: plans,
            video: film,
            tour_url: 'https://my.matterport.com/show/?m=abc123',
          }),
        ],
        'data.json',
        warn,
      ).estates
      expect(estate).toMatchObject({
        floorPlans: plans,
        film,
        tour: { url: 'https://my.matterport.com/show/?m=abc123', provider: 'Matterport' },
      })
      expect(warn).not.toHaveBeenCalled()
    })

    it('reads a film without captions', () => {
      const [estate] = parseEstates([
        estateRecord({ video: { sources: ['/media/a.mp4'], poster: '/media/a.jpg' } }),
      ]).estates
      expect(estate?.film).toEqual({ sources: ['/media/a.mp4'], poster: '/media/a.jpg' })
    })

    it('drops the floor plans without a url or a label one by one, keeping the estate', () => {
      const warn = vi.fn()
      const { estates, skipped } = parseEstates(
        [
          estateRecord({
            id: '4',
            floor_plans: [
              plans[0],
              { url: '/images/floor-plans/a-roof.svg' },
              { label: 'Cellar' },
              { url: 'javascript:alert(1)', label: 'Attic' },
              plans[1],
            ],
          }),
          estateRecord({ id: '5', floor_plans: 'ground.svg' }),
        ],
        'data.json',
        warn,
      )
      expect(skipped).toBe(0)
      expect(estates.map((estate) => estate.floorPlans)).toEqual([plans, []])
      expect(warn).toHaveBeenCalledWith(
        'Dropped floor plans 2, 3, 4 of estate 4 (record 1): expected a url and a label',
      )
      expect(warn).toHaveBeenCalledWith(
        'Dropped the floor_plans of estate 5 (record 2): expected a list',
      )
    })

    it.each([
      ['a file of another site', { ...film, sources: ['https://films.example.com/a.mp4'] }],
      ['no sources', { ...film, sources: [] }],
      ['a source of another kind', { ...film, sources: ['/media/a.avi'] }],
      ['no poster', { sources: film.sources }],
      ['captions that are not WebVTT', { ...film, captions: '/media/a.srt' }],
      ['a text', '/media/a.mp4'],
    ])('drops a video with %s, with a warning, and keeps the estate', (_, video) => {
      const warn = vi.fn()
      const { estates } = parseEstates([estateRecord({ id: '6', video })], 'data.json', warn)
      expect(estates).toHaveLength(1)
      expect(estates[0]?.film).toBeNull()
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/^Dropped the video of estate 6 \(record 1\): .*the estate is kept$/),
      )
    })

    it.each([
      ['another host', 'https://tours.example.com/show/?m=abc'],
      ['http', 'http://my.matterport.com/show/?m=abc'],
      ['another port', 'https://my.matterport.com:8443/show/?m=abc'],
      ['no address', 'a tour'],
      ['a number', 7],
    ])('drops a tour_url at %s, with a warning, and keeps the estate', (_, tourUrl) => {
      const warn = vi.fn()
      const { estates } = parseEstates(
        [estateRecord({ id: '8', tour_url: tourUrl })],
        'data.json',
        warn,
      )
      expect(estates[0]?.tour).toBeNull()
      expect(warn).toHaveBeenCalledWith(
        'Dropped the tour_url of estate 8 (record 1): expected https at Matterport; the estate is kept',
      )
    })
  })
})
