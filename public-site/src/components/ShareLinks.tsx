import { useState } from 'react';
import { NewTabLink } from './NewTabLink.tsx';
import { useStrings } from '../i18n/strings.tsx';

type ShareTarget = readonly [name: string, href: (url: string, title: string) => string];

const SHARE_TARGETS: readonly ShareTarget[] = [
  ['WhatsApp', (url, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`],
  ['Facebook', (url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`],
  ['X', (url, title) => `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`],
  ['LinkedIn', (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`],
];

/** Plain links to the social services (they work before the page's script runs), and a copy button. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState('');
  const t = useStrings().project.share;
  const copy = () => {
    const done = () => setStatus(t.copied);
    const failed = () => setStatus(t.copyFailed);
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, failed);
    else failed();
  };
  return (
    <div className="share">
      <p className="share-label" id="share-label">
        {t.label}
      </p>
      <ul className="share-list" aria-labelledby="share-label">
        {SHARE_TARGETS.map(([name, href]) => (
          <li key={name}>
            <NewTabLink className="share-link" href={href(url, title)}>
              <span className="visually-hidden">{t.on}</span>
              {name}
            </NewTabLink>
          </li>
        ))}
        <li>
          <a
            className="share-link"
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          >
            <span className="visually-hidden">{t.by}</span>
            {t.email}
          </a>
        </li>
        <li>
          <button className="share-link" type="button" onClick={copy}>
            {t.copy}
          </button>
        </li>
      </ul>
      <p className="share-status" role="status">
        {status}
      </p>
    </div>
  );
}
