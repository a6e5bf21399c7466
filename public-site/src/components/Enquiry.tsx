import { createContext, useContext, type ReactNode } from 'react';

/** The project a project page's enquiries are about. */
export interface EnquiryProject {
  _id: string;
  projectTitle: string;
}

export interface EnquiryControls {
  /** Opens the modal, about `about` when given (a result card's project), else about the page's project. */
  open: (about?: EnquiryProject) => void;
  /** Starts loading the modal's code when a visitor is about to open it. */
  prefetch: () => void;
}

/** Given by `EnquiryProvider` (`forms/EnquiryProvider.tsx`), which owns the lead modal. */
export const EnquiryContext = createContext<EnquiryControls>({ open: () => undefined, prefetch: () => undefined });

export const useEnquiry = (): EnquiryControls => useContext(EnquiryContext);

export function EnquiryButton({
  className,
  children,
  about,
}: {
  className: string;
  children: ReactNode;
  about?: EnquiryProject;
}) {
  const enquiry = useEnquiry();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      // What it opens: fetched beside the page's code when a tap on it was held (entry-client.tsx).
      data-opens="enquiry"
      // Which project it asks about, for a tap answered before the page is interactive (forms/heldEnquiry.tsx).
      data-about-id={about?._id}
      data-about-title={about?.projectTitle}
      onClick={() => enquiry.open(about)}
      onPointerEnter={enquiry.prefetch}
      onFocus={enquiry.prefetch}
    >
      {children}
    </button>
  );
}
