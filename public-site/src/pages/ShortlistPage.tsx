import { ShortlistView } from '../shortlist/ShortlistView.tsx';
import { useStrings } from '../i18n/strings.tsx';

/** `/shortlist`: the projects the buyer saved in this browser, or a list someone shared (`?share=`). */
export function ShortlistPage({ shared }: { shared: string[] | null }) {
  const t = useStrings().saved.shortlist;
  return (
    <div className="container section shortlist-page">
      <h1>{shared ? t.sharedTitle : t.title}</h1>
      <p className="shortlist-intro">{shared ? t.sharedIntro : t.intro}</p>
      <ShortlistView shared={shared} />
    </div>
  );
}
