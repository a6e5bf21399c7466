import {
  adminProjectListSchema,
  adminProjectSchema,
  alertOverviewSchema,
  alertTopicRowSchema,
  moderationDataSchema,
  placeSearchResponseSchema,
  projectCommandReplySchema,
  projectDraftListSchema,
  projectHistorySchema,
} from '@aangan/contracts';
import { ApiError } from './apiError.ts';

/**
 * The contracts' schemas of the answers the console reads about projects, the site's
 * configuration and alerts. This module (and zod with it) loads with the first answer read, so the sign-in
 * screen ships without them.
 */
const ANSWERS = {
  adminProject: adminProjectSchema,
  adminProjectList: adminProjectListSchema,
  projectHistory: projectHistorySchema,
  projectCommand: projectCommandReplySchema,
  projectDrafts: projectDraftListSchema,
  moderationData: moderationDataSchema,
  alertOverview: alertOverviewSchema,
  alertTopics: alertTopicRowSchema.array(),
  knownPlaces: placeSearchResponseSchema,
};

export type AnswerKind = keyof typeof ANSWERS;
export type Answer<K extends AnswerKind> = ReturnType<(typeof ANSWERS)[K]['parse']>;

const UNREADABLE_ANSWER = 'The server answered in a way the console cannot read. Reload the page and try again.';

/** The answer as its schema reads it; one that does not fit fails as a server error would. */
export function readAnswer<K extends AnswerKind>(kind: K, json: unknown): Answer<K> {
  const parsed = ANSWERS[kind].safeParse(json);
  if (!parsed.success) throw new ApiError(UNREADABLE_ANSWER, 502);
  return parsed.data as Answer<K>;
}
