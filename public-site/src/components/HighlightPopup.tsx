import { lazy, Suspense, useEffect, useState } from 'react';
import { HIGHLIGHT_POPUP_DELAY_MS } from '@aangan/contracts/browser';
import { isAdminPath, sessionValue } from '../model/sessionValue.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { withAreas } from '../i18n/loadStrings.ts';

const SEEN_KEY = 'aangan:highlight-seen';

const HighlightDialog = lazy(withAreas(['project'], () => import('./HighlightDialog.tsx')));

/**
 * Spec §4 highlight popup: a full-screen image, 3 s after load, on the one page the admin chose
 * (the server sends the image only there), never on admin paths, once per session. Its code is
 * fetched only when it is about to open.
 */
export function HighlightPopup({ image }: { image: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (isAdminPath(location.pathname) || sessionValue.read(SEEN_KEY) === image) return;
    const timer = setTimeout(() => {
      sessionValue.write(SEEN_KEY, image);
      setOpen(true);
    }, HIGHLIGHT_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [image]);

  if (!open) return null;
  return (
    <LoadFailure fallback={null}>
      <Suspense fallback={null}>
        <HighlightDialog image={image} onClose={() => setOpen(false)} />
      </Suspense>
    </LoadFailure>
  );
}
