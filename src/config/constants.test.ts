import { map } from './constants'

it("writes the map's height once: its class is the spec's 400 px", () => {
  // Tailwind's spacing scale is 0.25rem (4 px) a step.
  expect(map.heightClass).toBe(`h-${map.heightPx / 4}`)
})
