import { useEffect, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { HERO_CAROUSEL_INTERVAL_MS } from '@aangan/contracts/browser';
import type { HeroSlide } from '../model/contentResponses.ts';
import { useStrings } from '../i18n/strings.tsx';

/** The next slide's image is fetched this long before it is shown, so it never appears half loaded. */
const PRELOAD_AHEAD_MS = 3_000;

const preload = (src: string | undefined): void => {
  if (src) new Image().src = src;
};

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Spec §4 hero banner: advances every 20 s and wraps around, previous/next when there is more than
 * one slide, and can be closed. It stands still while the pointer or the focus is on it, when the
 * visitor pauses it, and for visitors who ask for reduced motion. The first slide is in the
 * server's HTML; the others load their image just before they are shown.
 */
export function HeroCarousel({ slides, focusAfterClose }: { slides: HeroSlide[]; focusAfterClose: string }) {
  const t = useStrings().home.carousel;
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [autoplay, setAutoplay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The first slide appears without a fade (it is the page's largest image); later ones fade in. */
  const [moved, setMoved] = useState(false);
  const count = slides.length;
  const running = autoplay && !hovered && !focused && count > 1 && !closed;

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setAutoplay(false);
  }, []);

  useEffect(() => {
    if (!running) return;
    const next = (index + 1) % count;
    const preloadTimer = setTimeout(
      () => preload(slides[next]?.imageUrl),
      HERO_CAROUSEL_INTERVAL_MS - PRELOAD_AHEAD_MS,
    );
    const advanceTimer = setTimeout(() => {
      setMoved(true);
      setIndex(next);
    }, HERO_CAROUSEL_INTERVAL_MS);
    return () => {
      clearTimeout(preloadTimer);
      clearTimeout(advanceTimer);
    };
  }, [running, index, count, slides]);

  if (closed || count === 0) return null;

  const go = (step: number) => {
    setMoved(true);
    setIndex((current) => (current + step + count) % count);
  };
  const close = () => {
    setClosed(true);
    document.getElementById(focusAfterClose)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    if (event.target instanceof HTMLElement && event.target.closest('.hero-banner-controls') === null) return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };

  return (
    <section
      className="hero-banner"
      aria-roledescription="carousel"
      aria-label={t.label}
      // A mouse over it pauses it; a tap on a touch screen is not hovering.
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {/* Announced only when the visitor moves it: a slide changing by itself would interrupt a screen reader. */}
      <div className="hero-banner-slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={`${position}-${slide.imageUrl}`}
            className={moved ? 'hero-slide hero-slide--moved' : 'hero-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t.slide(position + 1, count)}
            hidden={position !== index}
          >
            <img
              className="hero-slide-image"
              src={slide.imageUrl}
              alt=""
              width={1600}
              height={600}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding={position === 0 ? 'auto' : 'async'}
            />
            <p className="hero-slide-title">{slide.title}</p>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="hero-banner-controls">
          <button
            type="button"
            className="hero-banner-button"
            aria-label={t.previous}
            onClick={() => go(-1)}
            onPointerEnter={() => preload(slides[(index - 1 + count) % count]?.imageUrl)}
          >
            <ArrowIcon direction="left" />
          </button>
          <button
            type="button"
            className="hero-banner-button"
            aria-label={autoplay ? t.pause : t.play}
            onClick={() => setAutoplay(!autoplay)}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={autoplay ? 'M7 5h3v14H7zM14 5h3v14h-3z' : 'M8 5v14l11-7z'} fill="currentColor" />
            </svg>
          </button>
          <span className="hero-banner-position" aria-hidden="true">{`${index + 1} / ${count}`}</span>
          <button
            type="button"
            className="hero-banner-button"
            aria-label={t.next}
            onClick={() => go(1)}
            onPointerEnter={() => preload(slides[(index + 1) % count]?.imageUrl)}
          >
            <ArrowIcon direction="right" />
          </button>
        </div>
      )}
      <button type="button" className="hero-banner-button hero-banner-close" aria-label={t.close} onClick={close}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
