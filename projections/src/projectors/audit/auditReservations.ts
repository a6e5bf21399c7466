/** How the audit trail reads the reservations of unique names (project and article URLs, staff emails). */
import { maskEmail } from '@aangan/contracts';
import type { Recorded } from '../recorded.ts';
import type { AuditSubject } from './auditSubjectTypes.ts';

/** The account, project or article that holds (or gave up) a unique name. */
function holderOf(event: Recorded): string {
  switch (event.type) {
    case 'UrlReserved':
    case 'UrlReleased':
      return event.data.projectId;
    case 'ArticleSlugReserved':
    case 'ArticleSlugReleased':
      return event.data.articleId;
    case 'EmailReserved':
      return event.data.userId;
    default:
      return event.stream;
  }
}

/** The name reserved, as the console may show it (a staff email masked). */
function reservedName(event: Recorded): string {
  switch (event.type) {
    case 'UrlReserved':
    case 'UrlReleased':
      return `Project URL ${event.data.url}`;
    case 'ArticleSlugReserved':
    case 'ArticleSlugReleased':
      return `Article URL ${event.data.slug}`;
    case 'EmailReserved':
      return `Staff email ${maskEmail(event.data.email)}`;
    default:
      return 'Reserved name';
  }
}

/** The subject of one kind of reservation stream: the name reserved, filed under the record that holds it. */
export const reservation = (stream: string): AuditSubject => ({
  entityType: 'reservation',
  stream,
  entityId: holderOf,
  label: (_view, event) => reservedName(event),
  details: () => null,
});
