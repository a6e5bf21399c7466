import { ALERT_LINK_OUTCOMES, ALERT_MESSAGES, alertSearchPath } from '@aangan/contracts/browser';
import { AlertForm } from '../alerts/AlertForm.tsx';
import type { PageOf } from '../model/pageData.ts';

function OnwardLinks() {
  return (
    <p className="alerts-links">
      <a className="button" href="/search-result">
        Search projects
      </a>
      <a className="button button--ghost" href="/shortlist">
        My shortlist
      </a>
    </p>
  );
}

/** A page of a heading, a paragraph and the ways on: the outcome of a mail's link, or nothing to follow. */
function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="container section alerts-page">
      <h1>{title}</h1>
      <p className="alerts-intro">{text}</p>
      <OnwardLinks />
    </div>
  );
}

/**
 * `/alerts`: after a link from an alert mail, what it did (server-rendered, works without script);
 * otherwise the sign-up for a watched project or a saved search, which the API confirms by mail.
 */
export function AlertsPage({ page: { outcome, topic } }: { page: PageOf<'alerts'> }) {
  if (outcome) return <Notice {...ALERT_LINK_OUTCOMES[outcome]} />;
  if (!topic)
    return (
      <Notice
        title="Property alerts"
        text={`${ALERT_MESSAGES.topic}: “Email me new matches” on the search results, or “Get price alerts” on a project’s page.`}
      />
    );
  if (topic.kind === 'project' && !topic.listed)
    return (
      <Notice title="Property alerts" text={`${ALERT_MESSAGES.projectUnknown}. Search for another one to watch.`} />
    );
  return (
    <div className="container section alerts-page">
      {topic.kind === 'project' ? (
        <>
          <h1>Get alerts for {topic.title}</h1>
          <p className="alerts-intro">
            Price drops, possession and RERA changes, by email.{' '}
            <a href={`/project/view/${encodeURIComponent(topic.slug)}`}>Back to the project</a>
          </p>
        </>
      ) : (
        <>
          <h1>Get alerts for this search</h1>
          <p className="alerts-topic">{topic.label}</p>
          <p className="alerts-intro">
            New projects that match this search, by email.{' '}
            <a href={alertSearchPath(topic.search)}>Back to the search</a>
          </p>
        </>
      )}
      <AlertForm target={topic.kind === 'project' ? { projectSlug: topic.slug } : { search: topic.search }} />
    </div>
  );
}
