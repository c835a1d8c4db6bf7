import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { carousel, imageWidths } from '@/config/constants'
import { responsiveSources } from '@/lib/responsive-image'
import { useStaticShell } from '@/lib/static-shell'
import { showcaseSlides } from './showcase-slides'
import { collectionMessages } from './messages'

const SWIPE_THRESHOLD_PX = 40

/**
 * The home page's auto-playing, looping carousel. A click or a swipe moves it and the autoplay
 * carries on from there (the spec: interaction never stops it); only the explicit pause control does.
 */
export function ShowcaseCarousel() {
  const [active, setActive] = useState(0)
  const [paused, setPaused] = useState(false)
  // The static shell has the first photo only, so nothing competes with it (it is the page's
  // largest paint); in the app each slide's photo loads while the slide before it is on screen.
  const inApp = !useStaticShell()
  const [reached, setReached] = useState(0)
  if (active > reached) setReached(active)
  const swipeStart = useRef<number | null>(null)
  const count = showcaseSlides.length

  const go = (index: number) => setActive(((index % count) + count) % count)

  useEffect(() => {
    if (paused) return
    const timer = setTimeout(
      () => setActive((index) => (index + 1) % count),
      carousel.autoplayDelayMs,
    )
    return () => clearTimeout(timer)
  }, [active, paused, count])

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) < SWIPE_THRESHOLD_PX) return
    go(distance < 0 ? active + 1 : active - 1)
  }

  return (
    <section
      aria-roledescription={collectionMessages.showcase.kind}
      aria-label={collectionMessages.showcase.name}
      className="relative mx-0 overflow-hidden sm:mx-8 sm:rounded-box"
    >
      <div
        className="bg-primary relative aspect-[4/3] max-h-slide w-full touch-pan-y select-none sm:aspect-[16/7]"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {showcaseSlides.map((slide, index) => {
          const isActive = index === active
          return (
            <div
              key={slide.image}
              role="group"
              aria-roledescription={collectionMessages.showcase.slideKind}
              aria-label={collectionMessages.showcase.slide(index + 1, count)}
              aria-hidden={!isActive}
              data-active={isActive}
              className={`absolute inset-0 transition-opacity duration-1000 ease-out motion-reduce:transition-none ${
                isActive ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {isActive || (inApp && index <= reached + 1) ? (
                <img
                  {...responsiveSources(slide.image, imageWidths.slide)}
                  sizes="(min-width: 1384px) 1320px, 100vw"
                  width={1920}
                  height={840}
                  alt=""
                  draggable={false}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  className="size-full object-cover"
                />
              ) : null}
              <div className="from-primary/85 via-primary/35 absolute inset-0 bg-gradient-to-t to-transparent sm:bg-gradient-to-r" />
              <div className="text-primary-content absolute inset-x-6 bottom-16 max-w-lg sm:inset-x-12 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2">
                <p className="text-gold text-xs font-semibold tracking-[0.3em] uppercase">
                  {slide.eyebrow}
                </p>
                <p className="font-display mt-3 text-2xl leading-tight sm:text-4xl">
                  {slide.caption}
                </p>
              </div>
            </div>
          )
        })}
        <div className="absolute inset-x-6 bottom-5 flex items-center justify-between sm:inset-x-12">
          <div className="flex gap-2">
            {showcaseSlides.map((slide, index) => (
              <button
                key={slide.image}
                type="button"
                aria-label={collectionMessages.showcase.showSlide(index + 1)}
                aria-current={index === active}
                className={`h-1.5 rounded-full transition-all ${index === active ? 'bg-gold w-8' : 'w-4 bg-white/60 hover:bg-white'}`}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <div className="flex gap-1">
            <button
              type="button"
              className="btn btn-circle btn-ghost btn-sm text-white"
              aria-label={collectionMessages.showcase.previous}
              onClick={() => go(active - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-circle btn-ghost btn-sm text-white"
              aria-label={
                paused ? collectionMessages.showcase.play : collectionMessages.showcase.pause
              }
              onClick={() => setPaused((isPaused) => !isPaused)}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
            <button
              type="button"
              className="btn btn-circle btn-ghost btn-sm text-white"
              aria-label={collectionMessages.showcase.next}
              onClick={() => go(active + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
