import { LegalPage } from './legal/LegalPage.tsx';

/**
 * The terms of use and the RERA disclaimer: fixed text (`legal/en.ts`, its Hindi in `legal/hi.ts`),
 * reviewed by the company's counsel before launch. The RERA disclaimer points buyers to the state
 * RERA websites (Real Estate (Regulation and Development) Act, 2016).
 */
export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function ReraDisclaimerPage() {
  return <LegalPage kind="rera" />;
}
