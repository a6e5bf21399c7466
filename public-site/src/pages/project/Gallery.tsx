import { Suspense, useState, type MouseEvent } from 'react';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { loadable, usePrefetchWhenIdle } from '../../components/lazyPage.ts';
import { imageSources, type ProjectImage } from './images.ts';
import { useStrings } from '../../i18n/strings.tsx';

const lightbox = loadable(() => import('./Lightbox.tsx'));
const Lightbox = lightbox.lazy();
/** The lightbox's code (about 1 KB) is fetched when the page is idle, or at the first touch or focus of a photo. */
const prefetchLightbox = (): void => void lightbox.load().catch(() => undefined);

/** Thumbnails are shown about a third of the width on wide screens, half on phones. */
const THUMB_SIZES = '(min-width: 900px) 300px, 50vw';

/**
 * Every photo of the project as a grid of links to the full image (so it works without script);
 * with script a click opens the lightbox, at once when its code is already here. A click made while
 * the page's code is still on its way is held by the page's start script and opens the lightbox once
 * the page is interactive (`data-opens-here`).
 */
export function Gallery({ images, title }: { images: ProjectImage[]; title: string }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const t = useStrings().project.gallery;
  usePrefetchWhenIdle(prefetchLightbox);
  const open = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpenAt(index);
  };
  return (
    <>
      <ul className="gallery" onPointerDown={prefetchLightbox} onFocus={prefetchLightbox}>
        {images.map((image, index) => (
          <li key={image.src}>
            <a
              href={image.src}
              onClick={open(index)}
              aria-label={t.open(index + 1, images.length, title)}
              // A tap before the page's code has run is held for the lightbox, not followed to the file.
              data-opens-here=""
            >
              <img
                {...imageSources(image, THUMB_SIZES)}
                alt={t.photo(title, index + 1)}
                width={400}
                height={250}
                loading="lazy"
                decoding="async"
              />
            </a>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <LoadFailure fallback={null}>
          <Suspense fallback={null}>
            <Lightbox images={images} title={title} start={openAt} onClose={() => setOpenAt(null)} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
