import { HINDI_TERMS, type Locale } from '@aangan/contracts';

/** Quick replies several answers offer, in each language; each reads back as the question it stands for. */

export const EMI_EXAMPLE: Readonly<Record<Locale, string>> = {
  en: 'EMI for ₹50 L at 8.5% for 20 years',
  hi: `₹50 लाख के लोन की ${HINDI_TERMS.emi}, 8.5% पर 20 साल`,
};

export const OFFICE_QUESTION: Readonly<Record<Locale, string>> = {
  en: 'Where is your office?',
  hi: 'आपका ऑफिस कहाँ है?',
};

export const CALL_BACK_PROMPT: Readonly<Record<Locale, string>> = {
  en: 'Request a call back',
  hi: 'कॉल बैक का अनुरोध करें',
};
