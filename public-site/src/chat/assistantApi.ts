import type { AssistantReply, AssistantUnderstood, EmiBreakdown } from '@aangan/contracts';
import { isRecord, type ProjectCard } from '@aangan/contracts/browser';

/** The search a reply was about, sent back with the next prompt so a follow-up ("and in Noida?") can change it. */
export type ChatContext = Partial<
  Pick<
    AssistantUnderstood,
    | 'city'
    | 'locality'
    | 'region'
    | 'cities'
    | 'bhk'
    | 'budgetMin'
    | 'budgetMax'
    | 'projectType'
    | 'projectSubTypes'
    | 'possession'
    | 'sort'
    | 'language'
  >
>;

/** What the panel shows of an answer of `POST /user/query` (spec §7: `{ prompt }` → `{ response }`, plus cards and quick replies). */
export type ChatReply = Pick<AssistantReply, 'response' | 'intent' | 'suggestions' | 'total' | 'searchLink' | 'emi'> & {
  projects: ProjectCard[];
  context?: ChatContext;
};

export type ChatOutcome =
  | { kind: 'answered'; reply: ChatReply }
  /**
   * Nothing usable came back: the bot bubble says the server's words for a refusal (`message`), else
   * that no answer came (`chat.failed` of the page's strings).
   */
  | { kind: 'failed'; message?: string };

const QUERY_PATH = '/api/v1/user/query';
/** A request that hangs is given up on, so the typing dots never stay forever. */
const TIMEOUT_MS = 30_000;

/** Links inside the site only ('/project/view/...', '/search-result?...'). */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isCard = (value: unknown): value is ProjectCard =>
  isRecord(value) && typeof value._id === 'string' && typeof value.projectTitle === 'string' && isSitePath(value.link);

const readEmi = (value: unknown): EmiBreakdown | undefined => {
  if (!isRecord(value)) return undefined;
  const { principal, annualRatePercent, tenureMonths, monthlyEmi, totalInterest, totalPayment } = value;
  return isNumber(principal) &&
    isNumber(annualRatePercent) &&
    isNumber(tenureMonths) &&
    isNumber(monthlyEmi) &&
    isNumber(totalInterest) &&
    isNumber(totalPayment)
    ? { principal, annualRatePercent, tenureMonths, monthlyEmi, totalInterest, totalPayment }
    : undefined;
};

const SEARCH_INTENTS: ReadonlySet<string> = new Set(['search', 'refine', 'noMatch']);
const TEXT_KEYS = ['city', 'locality', 'region', 'projectType', 'possession', 'sort', 'language'] as const;
const NUMBER_KEYS = ['budgetMin', 'budgetMax'] as const;
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The search filters of a reply's `understood`, only for replies that were a search. */
const readContext = (intent: unknown, understood: unknown): ChatContext | undefined => {
  if (typeof intent !== 'string' || !SEARCH_INTENTS.has(intent) || !isRecord(understood)) return undefined;
  const context: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) if (typeof understood[key] === 'string') context[key] = understood[key];
  for (const key of NUMBER_KEYS) if (isNumber(understood[key])) context[key] = understood[key];
  if (isTextList(understood.cities)) context.cities = understood.cities;
  if (isTextList(understood.projectSubTypes)) context.projectSubTypes = understood.projectSubTypes;
  if (Array.isArray(understood.bhk) && understood.bhk.every(isNumber)) context.bhk = understood.bhk;
  return Object.keys(context).length ? context : undefined;
};

/** An answer as the panel keeps it; also reads one back from the visit's stored conversation. */
export const readReply = (body: unknown): ChatReply | null => {
  if (!isRecord(body) || typeof body.response !== 'string') return null;
  const emi = readEmi(body.emi);
  const context = isRecord(body.context)
    ? readContext('search', body.context)
    : readContext(body.intent, body.understood);
  return {
    response: body.response,
    intent: typeof body.intent === 'string' ? (body.intent as ChatReply['intent']) : 'fallback',
    projects: Array.isArray(body.projects)
      ? body.projects.filter(isCard).map((card) => ({ ...card, bhk: Array.isArray(card.bhk) ? card.bhk : [] }))
      : [],
    suggestions: Array.isArray(body.suggestions)
      ? body.suggestions.filter((text): text is string => typeof text === 'string' && text.trim() !== '').slice(0, 6)
      : [],
    ...(isNumber(body.total) ? { total: body.total } : {}),
    ...(isSitePath(body.searchLink) ? { searchLink: body.searchLink } : {}),
    ...(emi ? { emi } : {}),
    ...(context ? { context } : {}),
  };
};

/** Asks the assistant, with the conversation's last search. The prompt goes to the server only: it is never logged here. */
export async function askAssistant(prompt: string, context?: ChatContext): Promise<ChatOutcome> {
  let response: Response;
  try {
    response = await fetch(QUERY_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ prompt, ...(context ? { context } : {}) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed' };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: treated as no answer below.
  }
  const serverMessage =
    isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  // 429 (too many questions) and other refusals: the server's own words, which say what to do.
  if (response.status >= 400 && response.status < 500 && serverMessage)
    return { kind: 'failed', message: serverMessage };
  const reply = response.ok ? readReply(body) : null;
  return reply ? { kind: 'answered', reply } : { kind: 'failed' };
}
