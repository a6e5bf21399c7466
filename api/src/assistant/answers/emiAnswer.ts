import { formatPrice, unitPriceRange, type ProjectCard } from '@aangan/contracts';
import { toCard } from '../../projects/projectQueries.ts';
import { bhkWords } from '../describeSearch.ts';
import { computeEmi } from '../emi.ts';
import type { Answer, AnswerContext } from './answer.ts';

/** "₹43,391": whole rupees with Indian digit grouping (en-IN). */
/** Made at its first use, not at start. */
let rupeeFormat: Intl.NumberFormat | null = null;
export const rupees = (amount: number): string =>
  (rupeeFormat ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })).format(amount);

const tenureWords = (months: number): string =>
  months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'} (${months} months)` : `${months} months`;

const rateWords = (rate: number): string => `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0$/, '')}%`;

/**
 * "EMI for Prakriti Greens": no amount, but a named project: its lowest price (of the BHK asked for,
 * if any) is taken as the loan, and the answer says so.
 */
async function loanFromProject(
  ctx: AnswerContext,
): Promise<{ principal: number; note: string; card: ProjectCard } | null> {
  if (ctx.analysis.namedProjects.length !== 1) return null;
  const [doc] = await ctx.search.projectsById([ctx.analysis.namedProjects[0]._id]);
  if (!doc) return null;
  const bhk = ctx.analysis.filters.bhk;
  const prices = (doc.units ?? [])
    .filter((u) => !bhk?.length || (u.bedroomCount !== undefined && bhk.includes(Math.min(u.bedroomCount, 4))))
    .map((u) => unitPriceRange(u)?.low)
    .filter((p): p is number => p !== undefined);
  if (!prices.length) return null;
  const principal = Math.min(...prices);
  return {
    principal,
    note: `Taking the starting price of ${doc.projectTitle}${bhk?.length ? ` (${bhkWords(bhk)})` : ''}, ${formatPrice(principal)}, as the loan amount.`,
    card: toCard(doc),
  };
}

export async function emiAnswer(ctx: AnswerContext): Promise<Answer> {
  const fromProject = ctx.analysis.emi!.principal === undefined ? await loanFromProject(ctx) : null;
  const request = fromProject ? { ...ctx.analysis.emi!, principal: fromProject.principal } : ctx.analysis.emi!;
  const understood = {
    ...(fromProject ? { projectIds: [fromProject.card._id] } : {}),
    emi: {
      ...(request.principal !== undefined ? { principal: request.principal } : {}),
      annualRatePercent: request.annualRatePercent,
      tenureMonths: request.tenureMonths,
      assumed: request.assumed,
    },
  };
  if (request.principal === undefined) {
    return {
      intent: 'emi',
      text:
        'I can work out a home-loan EMI for you. Tell me the loan amount, and if you like the interest rate and tenure, ' +
        'for example "EMI for 50 lakh at 8.5% for 20 years". EMI = P × r × (1 + r)^n / ((1 + r)^n − 1), where r is the monthly rate and n the number of months.',
      projects: [],
      suggestions: [
        'EMI for ₹50 L at 8.5% for 20 years',
        'EMI for ₹1 Cr at 9% for 30 years',
        'Can you help with a home loan?',
      ],
      understood,
    };
  }
  const emi = computeEmi(request.principal, request.annualRatePercent, request.tenureMonths);
  const lines = [
    ...(fromProject ? [fromProject.note] : []),
    `For a loan of ${formatPrice(emi.principal)} (${rupees(emi.principal)}) at ${rateWords(emi.annualRatePercent)} a year for ${tenureWords(emi.tenureMonths)}, the EMI is ${rupees(emi.monthlyEmi)} a month.`,
    `Total interest: ${rupees(emi.totalInterest)}; total repayment: ${rupees(emi.totalPayment)}.`,
  ];
  const assumed = [
    request.assumed.includes('rate') ? `an interest rate of ${rateWords(request.annualRatePercent)} a year` : null,
    request.assumed.includes('tenure') ? `a tenure of ${tenureWords(request.tenureMonths)}` : null,
  ].filter(Boolean);
  if (assumed.length)
    lines.push(
      `You didn't mention ${assumed.length === 2 ? 'the rate or tenure' : request.assumed[0] === 'rate' ? 'the rate' : 'the tenure'}, so I assumed ${assumed.join(' and ')}.`,
    );
  lines.push('Banks decide the final rate; our home-loan team can compare offers for you.');
  const longer = request.tenureMonths + 60 <= 360 ? request.tenureMonths + 60 : request.tenureMonths - 60;
  return {
    intent: 'emi',
    text: lines.join('\n'),
    projects: fromProject ? [fromProject.card] : [],
    suggestions: [
      `EMI for ${formatPrice(emi.principal)} at ${rateWords(emi.annualRatePercent)} for ${longer / 12} years`,
      'Can you help with a home loan?',
    ],
    emi,
    understood,
  };
}
