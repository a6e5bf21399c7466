import { formatPrice, HINDI_TERMS, type Locale } from '@aangan/contracts';
import { EMI_EXAMPLE } from './quickReplies.ts';

/** The sentences of an EMI answer in each language; emiAnswer.ts works out the figures. */

export interface EmiWording {
  howTo: string;
  howToSuggestions: string[];
  fromProject(title: string, bhk: string | null, price: number): string;
  result(loan: string, rate: string, tenureMonths: number, emi: string): string;
  totals(interest: string, repayment: string): string;
  assumed(rate: string | null, tenureMonths: number | null): string;
  banksDecide: string;
  another(principal: number, rate: string, years: number): string;
  homeLoanHelp: string;
}

const HOME_LOAN_HELP: Readonly<Record<Locale, string>> = {
  en: 'Can you help with a home loan?',
  hi: `क्या आप ${HINDI_TERMS.homeLoan} में मदद कर सकते हैं?`,
};

const tenureWords = (months: number): string =>
  months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'} (${months} months)` : `${months} months`;
const tenureWordsHi = (months: number): string =>
  months % 12 === 0 ? `${months / 12} साल (${months} महीने)` : `${months} महीने`;

export const EMI_WORDING: Readonly<Record<Locale, EmiWording>> = {
  en: {
    howTo:
      'I can work out a home-loan EMI for you. Tell me the loan amount, and if you like the interest rate and tenure, ' +
      'for example "EMI for 50 lakh at 8.5% for 20 years". EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), where r is the monthly rate and n the number of months.',
    howToSuggestions: [EMI_EXAMPLE.en, 'EMI for ₹1 Cr at 9% for 30 years', HOME_LOAN_HELP.en],
    fromProject: (title, bhk, price) =>
      `Taking the starting price of ${title}${bhk ? ` (${bhk})` : ''}, ${formatPrice(price)}, as the loan amount.`,
    result: (loan, rate, tenureMonths, emi) =>
      `For a loan of ${loan} at ${rate} a year for ${tenureWords(tenureMonths)}, the EMI is ${emi} a month.`,
    totals: (interest, repayment) => `Total interest: ${interest}; total repayment: ${repayment}.`,
    assumed(rate, tenureMonths) {
      const assumed = [
        rate ? `an interest rate of ${rate} a year` : null,
        tenureMonths !== null ? `a tenure of ${tenureWords(tenureMonths)}` : null,
      ].filter(Boolean);
      const missing = rate && tenureMonths !== null ? 'the rate or tenure' : rate ? 'the rate' : 'the tenure';
      return `You didn't mention ${missing}, so I assumed ${assumed.join(' and ')}.`;
    },
    banksDecide: 'Banks decide the final rate; our home-loan team can compare offers for you.',
    another: (principal, rate, years) => `EMI for ${formatPrice(principal)} at ${rate} for ${years} years`,
    homeLoanHelp: HOME_LOAN_HELP.en,
  },
  hi: {
    howTo:
      `मैं आपके ${HINDI_TERMS.homeLoan} की ${HINDI_TERMS.emi} निकाल सकता हूँ। लोन की रकम बताइए, और चाहें तो ब्याज दर और अवधि भी, ` +
      `जैसे "${EMI_EXAMPLE.hi}"। ${HINDI_TERMS.emi} = P × r × (1 + r)^n / ((1 + r)^n − 1), जहाँ r मासिक ब्याज दर है और n महीनों की संख्या।`,
    howToSuggestions: [EMI_EXAMPLE.hi, `₹1 करोड़ के लोन की ${HINDI_TERMS.emi}, 9% पर 30 साल`, HOME_LOAN_HELP.hi],
    fromProject: (title, bhk, price) =>
      `${title}${bhk ? ` (${bhk})` : ''} की शुरुआती ${HINDI_TERMS.price}, ${formatPrice(price, 'hi')}, को लोन की रकम माना है।`,
    result: (loan, rate, tenureMonths, emi) =>
      `${loan} के लोन पर ${rate} सालाना ब्याज और ${tenureWordsHi(tenureMonths)} की अवधि के लिए ${HINDI_TERMS.emi} ${emi} प्रति माह होगी।`,
    totals: (interest, repayment) => `कुल ब्याज: ${interest}; कुल भुगतान: ${repayment}।`,
    assumed(rate, tenureMonths) {
      const assumed = [
        rate ? `${rate} सालाना ब्याज दर` : null,
        tenureMonths !== null ? `${tenureWordsHi(tenureMonths)} की अवधि` : null,
      ].filter(Boolean);
      const missing = rate && tenureMonths !== null ? 'ब्याज दर और अवधि' : rate ? 'ब्याज दर' : 'अवधि';
      return `आपने ${missing} नहीं बताई, इसलिए मैंने ${assumed.join(' और ')} मानी है।`;
    },
    banksDecide: `अंतिम ब्याज दर बैंक तय करते हैं; हमारी ${HINDI_TERMS.homeLoan} टीम आपके लिए अलग-अलग बैंकों के ऑफ़र की तुलना कर सकती है।`,
    another: (principal, rate, years) =>
      `${formatPrice(principal, 'hi')} के लोन की ${HINDI_TERMS.emi}, ${rate} पर ${years} साल`,
    homeLoanHelp: HOME_LOAN_HELP.hi,
  },
};
