import { lazy, Suspense, type ReactNode } from 'react';
import type { ReraDetail } from '@aangan/contracts/browser';
import type { ProjectView } from '../model/apiResponses.ts';
import { FactList, factsOf } from '../components/FactList.tsx';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { FORMS } from '../i18n/areas.ts';
import { withAreas } from '../i18n/loadStrings.ts';
import type { ProjectStrings } from '../i18n/en/project.ts';
import { monthOrDateIn, nameOf } from '../i18n/projectWords.ts';
import { AreaText } from './project/areaUnits.tsx';

const ProjectUnlockForm = lazy(withAreas(FORMS, () => import('../forms/ProjectUnlockForm.tsx')));

/** Which locked panel has its contact form open, and what to do once the details are unlocked. */
export interface ProjectGate {
  openAt: string | null;
  toggle: (sectionId: string) => void;
  onUnlocked: (project: ProjectView, sectionId: string) => void;
}

function LockIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Spec §6: stands in for withheld details; its button opens the contact form right here. */
export function LockedPanel({
  sectionId,
  project,
  gate,
}: {
  sectionId: string;
  project: ProjectView;
  gate: ProjectGate;
}) {
  const open = gate.openAt === sectionId;
  const formId = `${sectionId}-unlock`;
  const t = useStrings().project.locked;
  const localHref = useLocalHref();
  return (
    <div className="locked">
      <div className="locked-note">
        <LockIcon />
        <p>{t.text}</p>
      </div>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => gate.toggle(sectionId)}
      >
        {t.button}
      </button>
      {open && (
        <div className="unlock-form" id={formId}>
          <LoadFailure
            fallback={
              <p className="form-load-error">
                {t.formLoadFailed} <a href={localHref('/contact-us')}>{t.contactPage}</a>
                {t.afterLink}
              </p>
            }
          >
            <Suspense fallback={<p className="form-loading">{t.loadingForm}</p>}>
              <ProjectUnlockForm
                project={project}
                idPrefix={`unlock-${sectionId}`}
                onUnlocked={(unlocked) => gate.onUnlocked(unlocked, sectionId)}
              />
            </Suspense>
          </LoadFailure>
        </div>
      )}
    </div>
  );
}

const reraFacts = (rera: ReraDetail, t: ProjectStrings, types: Readonly<Record<string, string>>) =>
  factsOf([
    [t.facts.projectName, rera.reraProjectName],
    [t.facts.projectType, rera.reraProjectType && nameOf(types, rera.reraProjectType)],
    [t.facts.status, rera.projectStatus],
    [t.facts.startDate, monthOrDateIn(t, rera.projectStartDate)],
    [t.facts.completionDate, monthOrDateIn(t, rera.projectCompletionDate)],
    [t.facts.totalArea, rera.projectTotalArea ? <AreaText area={rera.projectTotalArea} land /> : undefined],
    [t.facts.sanctioningAuthority, rera.sanctioningAuthority],
  ]);

function ReraRegistration({ rera, projectTitle, qr }: { rera: ReraDetail; projectTitle: string; qr: ReactNode }) {
  const strings = useStrings();
  const t = strings.project;
  const facts = reraFacts(rera, t, strings.enums.propertyTypes);
  const documents = rera.projectDocuments ?? [];
  return (
    <div className="rera-card">
      <div className="rera-head">
        <p className="rera-number">
          <span className="rera-label">{t.rera.registrationNumber}</span>{' '}
          <strong className="rera-id">{rera.projectReraId}</strong>
        </p>
        {qr}
      </div>
      {facts.length > 0 && <FactList facts={facts} />}
      {(rera.reraExternalLink || documents.length > 0) && (
        <ul className="rera-links">
          {rera.reraExternalLink && (
            <li>
              <NewTabLink href={rera.reraExternalLink}>{t.rera.onWebsite(rera.projectReraId)}</NewTabLink>
            </li>
          )}
          {documents.map((document, index) => (
            <li key={document}>
              <NewTabLink href={document}>{t.rera.document(index + 1, projectTitle)}</NewTabLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The registration's QR code sits beside its number, so a phone can check it on the RERA website at once. */
export function ReraDetails({ project, gate }: { project: ProjectView; gate: ProjectGate }) {
  const t = useStrings().project.rera;
  const qr = project.qrCodeUrl ? (
    <figure className="rera-qr">
      <img
        src={project.qrCodeUrl}
        alt={t.qrAlt(project.projectTitle)}
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <figcaption>{t.qrCaption}</figcaption>
    </figure>
  ) : null;
  return (
    <>
      {project.reraDetails.map((rera, index) => (
        <ReraRegistration
          key={rera.projectReraId}
          rera={rera}
          projectTitle={project.projectTitle}
          qr={index === 0 ? qr : null}
        />
      ))}
      {project.reraDetails.length === 0 && qr}
      {project.locked.reraDetails && <LockedPanel sectionId="rera-details" project={project} gate={gate} />}
    </>
  );
}

export function Brochure({ project, gate }: { project: ProjectView; gate: ProjectGate }) {
  const t = useStrings().project;
  if (project.brochureUrl) {
    return (
      <>
        <p>{t.brochureText(project.projectTitle)}</p>
        <NewTabLink className="button" href={project.brochureUrl}>
          {t.openBrochure}
        </NewTabLink>
      </>
    );
  }
  return <LockedPanel sectionId="brochure-information" project={project} gate={gate} />;
}
