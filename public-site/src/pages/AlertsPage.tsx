import { ALERT_LINK_OUTCOMES, ALERT_MESSAGES, alertSearchPath } from '@aangan/contracts/browser';
import { AlertForm } from '../alerts/AlertForm.tsx';
import type { PageOf } from '../model/pageData.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';

function OnwardLinks() {
  const t = useStrings().saved.alerts;
  const localHref = useLocalHref();
  return (
    <p className="alerts-links">
      <a className="button" href={localHref('/search-result')}>
        {t.searchProjects}
      </a>
      <a className="button button--ghost" href={localHref('/shortlist')}>
        {t.myShortlist}
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
  const t = useStrings().saved.alerts;
  const message = useMessage();
  const localHref = useLocalHref();
  if (outcome) {
    const { title, text } = ALERT_LINK_OUTCOMES[outcome];
    return <Notice title={message(title)} text={message(text)} />;
  }
  if (!topic) return <Notice title={t.title} text={t.howTo(message(ALERT_MESSAGES.topic))} />;
  if (topic.kind === 'project' && !topic.listed)
    return <Notice title={t.title} text={t.searchForAnother(message(ALERT_MESSAGES.projectUnknown))} />;
  return (
    <div className="container section alerts-page">
      {topic.kind === 'project' ? (
        <>
          <h1>{t.forProject(topic.title)}</h1>
          <p className="alerts-intro">
            {t.projectIntro}{' '}
            <a href={localHref(`/project/view/${encodeURIComponent(topic.slug)}`)}>{t.backToProject}</a>
          </p>
        </>
      ) : (
        <>
          <h1>{t.forSearch}</h1>
          <p className="alerts-topic">{topic.label}</p>
          <p className="alerts-intro">
            {t.searchIntro} <a href={localHref(alertSearchPath(topic.search))}>{t.backToSearch}</a>
          </p>
        </>
      )}
      <AlertForm target={topic.kind === 'project' ? { projectSlug: topic.slug } : { search: topic.search }} />
    </div>
  );
}
