import { isRecord, type ProjectSearchResponse, type PublicProject } from '@aangan/contracts/browser';

/**
 * The project answers as the pages use them. The server's loaders parse each answer with its
 * contract schema (`loading/fetchJson.ts`); the browser, which never loads zod, reads the same
 * API's answers by these types once `successAnswer` has seen a success.
 */

export type { PricePoint } from '@aangan/contracts/browser';

/** One page of `/project/search-project`. */
export type ProjectSearchPage = Omit<ProjectSearchResponse, 'responseCode'>;

/** The lists a project may leave out, which its page shows as empty. */
type ListField =
  | 'highlightTags'
  | 'photos'
  | 'videos'
  | 'amenities'
  | 'landAmenities'
  | 'nearbyPlaces'
  | 'awards'
  | 'faqs'
  | 'units'
  | 'reraDetails';

/** A posted project with its texts in one language (projectInLocale): a highlight is the text shown for its tag. */
type ShownProject = Omit<PublicProject, 'highlightTags'> & { highlightTags?: readonly string[] };

/** What the project page shows of a posted project (spec §6: `locked` says what waits for the contact form). */
export type ProjectView = Omit<PublicProject, ListField> &
  Required<Pick<PublicProject, Exclude<ListField, 'highlightTags'>>> & {
    highlightTags: readonly string[];
    /** The project's absolute address: the canonical link and what share links carry. */
    url: string;
  };

/** The project read again (unlocked by the contact form), its texts kept as the page shows them, in its language. */
export const withShownTexts = (unlocked: ProjectView, shown: ProjectView): ProjectView => ({
  ...unlocked,
  projectTitle: shown.projectTitle,
  description: shown.description,
  highlightTags: shown.highlightTags,
  faqs: shown.faqs,
});

/** The project page's view of a `view-project` answer; `origin` is the site's address, for the project's absolute URL. */
export const projectViewOf = (project: ShownProject, origin: string): ProjectView => ({
  ...project,
  highlightTags: project.highlightTags ?? [],
  photos: project.photos ?? [],
  videos: project.videos ?? [],
  amenities: project.amenities ?? [],
  landAmenities: project.landAmenities ?? [],
  nearbyPlaces: project.nearbyPlaces ?? [],
  awards: project.awards ?? [],
  faqs: project.faqs ?? [],
  units: project.units ?? [],
  reraDetails: project.reraDetails ?? [],
  url: new URL(project.link, origin).href,
});

/** A success answer of the API, read in the browser as the type its contract gives it; anything else is an error. */
export const successAnswer = <T>(body: unknown, path: string): T => {
  if (isRecord(body) && body.responseCode === 200) return body as T;
  throw new Error(`Unexpected answer from ${path}`);
};
