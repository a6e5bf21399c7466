import type { AssistantReply, EmiBreakdown } from '@aangan/contracts';
import type { ProjectCard } from '@aangan/contracts/browser';

/** What the panel shows of an answer of `POST /user/query` (spec §7: `{ prompt }` → `{ response }`, plus cards and quick replies). */
export type ChatReply = Pick<AssistantReply, 'response' | 'intent' | 'suggestions' | 'total' | 'searchLink' | 'emi'> & { projects: ProjectCard[] };

export type ChatOutcome =
  | { kind: 'answered'; reply: ChatReply }
  /** Nothing usable came back; `message` is what the bot bubble says. */
  | { kind: 'failed'; message: string };

const QUERY_PATH = '/api/v1/user/query';
/** Spec §8: a failed chat answer is a bot bubble; this is what it says. */
export const CHAT_FAILED = 'Sorry, I could not get an answer just now. Please try again.';
/** A request that hangs is given up on, so the typing dots never stay forever. */
const TIMEOUT_MS = 30_000;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** Links inside the site only ('/project/view/...', '/search-result?...'). */
const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isCard = (value: unknown): value is ProjectCard =>
  isRecord(value) && typeof value._id === 'string' && typeof value.projectTitle === 'string' && isSitePath(value.link);

const readEmi = (value: unknown): EmiBreakdown | undefined => {
  if (!isRecord(value)) return undefined;
  const { principal, annualRatePercent, tenureMonths, monthlyEmi, totalInterest, totalPayment } = value;
  return isNumber(principal) && isNumber(annualRatePercent) && isNumber(tenureMonths) && isNumber(monthlyEmi) && isNumber(totalInterest) && isNumber(totalPayment)
    ? { principal, annualRatePercent, tenureMonths, monthlyEmi, totalInterest, totalPayment }
    : undefined;
};

const readReply = (body: unknown): ChatReply | null => {
  if (!isRecord(body) || typeof body.response !== 'string') return null;
  const emi = readEmi(body.emi);
  return {
    response: body.response,
    intent: typeof body.intent === 'string' ? (body.intent as ChatReply['intent']) : 'fallback',
    projects: Array.isArray(body.projects) ? body.projects.filter(isCard).map((card) => ({ ...card, bhk: Array.isArray(card.bhk) ? card.bhk : [] })) : [],
    suggestions: Array.isArray(body.suggestions) ? body.suggestions.filter((text): text is string => typeof text === 'string' && text.trim() !== '').slice(0, 6) : [],
    ...(isNumber(body.total) ? { total: body.total } : {}),
    ...(isSitePath(body.searchLink) ? { searchLink: body.searchLink } : {}),
    ...(emi ? { emi } : {}),
  };
};

/** Asks the assistant. The prompt goes to the server only: it is never logged here. */
export async function askAssistant(prompt: string): Promise<ChatOutcome> {
  let response: Response;
  try {
    response = await fetch(QUERY_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ prompt }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'failed', message: CHAT_FAILED };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: treated as no answer below.
  }
  const serverMessage = isRecord(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  // 429 (too many questions) and other refusals: the server's own words, which say what to do.
  if (response.status >= 400 && response.status < 500 && serverMessage) return { kind: 'failed', message: serverMessage };
  const reply = response.ok ? readReply(body) : null;
  return reply ? { kind: 'answered', reply } : { kind: 'failed', message: CHAT_FAILED };
}
