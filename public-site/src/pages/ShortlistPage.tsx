import { ShortlistView } from '../shortlist/ShortlistView.tsx';

/** `/shortlist`: the projects the buyer saved in this browser, or a list someone shared (`?share=`). */
export function ShortlistPage({ shared }: { shared: string[] | null }) {
  return (
    <div className="container section shortlist-page">
      <h1>{shared ? 'A shared shortlist' : 'My shortlist'}</h1>
      <p className="shortlist-intro">
        {shared
          ? 'Projects someone saved on Aangan. Save them to your own shortlist to follow their prices.'
          : 'Kept on this device only, without an account. Prices and possession are as they are now, with what changed since you saved each project.'}
      </p>
      <ShortlistView shared={shared} />
    </div>
  );
}
