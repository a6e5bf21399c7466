import { LegalPage } from './legal/LegalPage.tsx';

/** What the consent box of every form links to (S9, DPDP Act 2023): the notice, its version and the visitor's rights. */
export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" />;
}
