import { PRIVACY_NOTICE } from '@aangan/contracts/browser';

/** What the consent box of every form links to (S9, DPDP Act 2023). */
export function PrivacyPolicyPage() {
  return (
    <div className="container section prose">
      <h1>Privacy policy</h1>
      <p className="page-lead">How Aangan uses the details you give us in its forms.</p>
      <h2>The notice you agree to</h2>
      <p>{PRIVACY_NOTICE.text}</p>
      <p>
        {`Version ${PRIVACY_NOTICE.version}.`} Every enquiry, call-back request, contact message and job application
        records the version you agreed to.
      </p>
      <h2>Your rights</h2>
      <p>
        Under the Digital Personal Data Protection Act, 2023 you may ask us what we hold about you, ask us to correct
        it, withdraw your consent or ask us to erase it. Write to us through the <a href="/contact-us">contact page</a>{' '}
        and we will act on your request.
      </p>
    </div>
  );
}
