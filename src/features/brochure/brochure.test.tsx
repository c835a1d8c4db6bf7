import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Brochure, type BrochureContent } from './brochure'
import { brochureMessages } from './messages'

const content: BrochureContent = {
  title: 'Harbour Villa',
  location: 'Monaco',
  cover: { src: '/images/estates/villa-1200.avif' },
  priceLine: '$4,000,000',
  facts: [{ label: 'Living space', value: '5,000 sqft' }],
  facilities: ['Pool', 'Garden'],
  floorPlans: [],
  point: { lat: 43.7384, lng: 7.4246 },
  address: 'https://luxury-living.example/7',
}

// Hidden on screen: queried with hidden elements included.
const all = { hidden: true }

describe('Brochure', () => {
  it('draws the facts, the map with its pin, the agent card given and the QR code of the address', () => {
    render(<Brochure content={content} agentCard={<p>Agent card</p>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour Villa', ...all })).toBeDefined()
    expect(screen.getByText('5,000 sqft')).toBeDefined()
    expect(screen.getByText('Garden')).toBeDefined()
    const map = screen.getByRole('img', { name: brochureMessages.mapOf('Monaco'), ...all })
    expect(map.querySelectorAll('img')).toHaveLength(6)
    expect(screen.getByText('Agent card')).toBeDefined()
    const qr = screen.getByRole('img', { name: brochureMessages.qrCode(content.address), ...all })
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/)
    expect(screen.queryByRole('heading', { name: brochureMessages.floorPlans, ...all })).toBeNull()
  })

  it('draws the floor plans when the estate has them', () => {
    const floorPlans = [
      { url: '/images/plans/ground.svg', label: 'Ground floor' },
      { url: '/images/plans/first.svg', label: 'First floor' },
    ]
    render(<Brochure content={{ ...content, floorPlans }} agentCard={null} />)
    expect(screen.getByRole('heading', { name: brochureMessages.floorPlans, ...all })).toBeDefined()
    for (const { url, label } of floorPlans)
      expect(screen.getByRole('img', { name: label, ...all }).getAttribute('src')).toBe(url)
  })

  it('names the area only where the location is approximate: no map, no point', () => {
    render(<Brochure content={{ ...content, point: null }} agentCard={null} />)
    expect(screen.getByText(brochureMessages.approximateArea('Monaco'))).toBeDefined()
    expect(screen.queryByRole('img', { name: brochureMessages.mapOf('Monaco'), ...all })).toBeNull()
  })

  it('marks the fields given in English, and prints the note under a converted price', () => {
    render(
      <Brochure
        content={{
          ...content,
          titleLang: 'en',
          priceLine: '€3,717,600',
          priceNote: 'Converted at the rates of 21 November 2026 (ECB).',
          facts: [{ label: 'Segment', value: 'Villas', lang: 'en' }],
          facilitiesLang: 'en',
        }}
        agentCard={null}
      />,
    )
    const title = screen.getByRole('heading', { level: 1, name: 'Harbour Villa', ...all })
    expect(title.getAttribute('lang')).toBe('en')
    expect(screen.getByText('Villas').getAttribute('lang')).toBe('en')
    expect(screen.getByText('Garden').closest('ul')?.getAttribute('lang')).toBe('en')
    expect(screen.getByText('€3,717,600').nextElementSibling?.textContent).toBe(
      'Converted at the rates of 21 November 2026 (ECB).',
    )
  })
})
