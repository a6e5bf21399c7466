export const PROJECT_VIEW_PATH = '/project/view';

export interface ProjectLinkFields {
  _id: string;
  slug?: string | null | undefined;
  customProjectUrl?: string | null | undefined;
}

/**
 * Where a project is shown. A custom URL chosen by an admin is not guaranteed unique, so it is
 * followed by the project id: `/project/view/{customProjectUrl}-{_id}`. Otherwise the project's
 * generated slug is used: `/project/view/{slug}`; a project with neither falls back to its id.
 */
export const projectLink = (project: ProjectLinkFields): string => {
  const segment = project.customProjectUrl ? `${project.customProjectUrl}-${project._id}` : project.slug || project._id;
  return `${PROJECT_VIEW_PATH}/${encodeURIComponent(segment)}`;
};
