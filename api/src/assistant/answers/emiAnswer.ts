import { formatPrice, unitPriceRange, type ProjectCard } from '@aangan/contracts';
import { toCard } from '../../projects/projectCards.ts';
import { bhkWords } from '../describeSearch.ts';
import { computeEmi } from '../emi.ts';
import { bhkWordsHi } from '../hindi/searchWordsHi.ts';
import type { Answer, AnswerContext } from './answer.ts';
import { EMI_WORDING } from './emiWording.ts';

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
  const bhkSaid = bhk?.length ? (ctx.language === 'hi' ? bhkWordsHi(bhk) : bhkWords(bhk)) : null;
  const prices = (doc.units ?? [])
    .filter((u) => !bhk?.length || (u.bedroomCount !== undefined && bhk.includes(Math.min(u.bedroomCount, 4))))
    .map((u) => unitPriceRange(u)?.low)
    .filter((p): p is number => p !== undefined);
  if (!prices.length) return null;
  const principal = Math.min(...prices);
  return {
    principal,
    note: EMI_WORDING[ctx.language].fromProject(doc.projectTitle ?? '', bhkSaid, principal),
    card: toCard(doc),
  };
}

export async function emiAnswer(ctx: AnswerContext): Promise<Answer> {
  const words = EMI_WORDING[ctx.language];
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
      text: words.howTo,
      projects: [],
      suggestions: words.howToSuggestions,
      understood,
    };
  }
  const emi = computeEmi(request.principal, request.annualRatePercent, request.tenureMonths);
  const lines = [
    ...(fromProject ? [fromProject.note] : []),
    words.result(
      `${formatPrice(emi.principal, ctx.language)} (${rupees(emi.principal)})`,
      rateWords(emi.annualRatePercent),
      emi.tenureMonths,
      rupees(emi.monthlyEmi),
    ),
    words.totals(rupees(emi.totalInterest), rupees(emi.totalPayment)),
  ];
  if (request.assumed.length)
    lines.push(
      words.assumed(
        request.assumed.includes('rate') ? rateWords(request.annualRatePercent) : null,
        request.assumed.includes('tenure') ? request.tenureMonths : null,
      ),
    );
  lines.push(words.banksDecide);
  const longer = request.tenureMonths + 60 <= 360 ? request.tenureMonths + 60 : request.tenureMonths - 60;
  return {
    intent: 'emi',
    text: lines.join('\n'),
    projects: fromProject ? [fromProject.card] : [],
    suggestions: [words.another(emi.principal, rateWords(emi.annualRatePercent), longer / 12), words.homeLoanHelp],
    emi,
    understood,
  };
}
