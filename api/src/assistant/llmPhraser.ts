import type { Locale } from '@aangan/contracts';
import type { Logger } from 'pino';
import { checkPhrasing, type PhrasingGuardContext } from './phrasingGuard.ts';

/**
 * Optional rephrasing by a language model (any OpenAI-compatible chat completions endpoint, set by
 * ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL). The rule-based text stays the source of truth: the
 * model sees only that text and the retrieved projects' facts, and its answer is used only when it
 * arrives within the time limit and passes the phrasing guard. Without the variables nothing here
 * touches the network.
 */

export interface PhrasingRequest {
  purpose: 'reply' | 'description';
  /** The visitor's prompt, already masked (no phone numbers or emails leave the server). */
  question?: string;
  draft: string;
  /** The facts the model may draw on, one project per entry. */
  facts: string[];
  allowedTitles: string[];
  /** The language the answer is written in (English when not given). */
  language?: Locale;
}

/** Answers the model's text; may throw or hang (the caller bounds it). */
export type Phraser = (request: PhrasingRequest, signal: AbortSignal) => Promise<string>;

export const PHRASING_TIMEOUT_MS = 3000;

export interface LlmPhraserOptions {
  url: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
}

const INSTRUCTIONS: Record<PhrasingRequest['purpose'], string> = {
  reply:
    'You are the assistant of Aangan, a real-estate listing site in India. Rewrite the draft answer to read warmly and clearly for an ' +
    'Indian home buyer, in English. Keep every fact exactly as given: prices in ₹ with lakh/crore (L/Cr), numbers, links and phone numbers. ' +
    'Mention only the projects listed under "Projects", by their exact names, and no other project. Add no facts. Keep it short; ' +
    'keep one line per project if the draft has them. Answer with the rewritten text only.',
  description:
    'Rewrite this property description for a real-estate listing in India: polished, factual, in English, two or three short paragraphs. ' +
    'Use only the facts given; keep every number, price (₹ L/Cr) and name exactly; name no other project or place. Answer with the text only.',
};

/** Added to the instructions when the answer is in Hindi: the draft is Hindi, and so must the rewrite be. */
const IN_HINDI =
  'The draft is in Hindi: write the answer in plain, polite modern Hindi in Devanagari (आप forms), not in English, ' +
  'keeping the real-estate loan words as the draft writes them (बीएचके, रेरा, पज़ेशन) and prices as ₹ with लाख/करोड़.';

export function createLlmPhraser(options: LlmPhraserOptions): Phraser {
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return async (request, signal) => {
    const user = [
      request.question ? `Visitor asked: ${request.question}` : null,
      `Draft:\n${request.draft}`,
      request.facts.length ? `Projects:\n${request.facts.join('\n')}` : 'Projects: none',
    ]
      .filter(Boolean)
      .join('\n\n');
    const response = await doFetch(endpoint, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model,
        temperature: 0,
        messages: [
          {
            role: 'system',
            content:
              request.language === 'hi'
                ? `${INSTRUCTIONS[request.purpose]} ${IN_HINDI}`
                : INSTRUCTIONS[request.purpose],
          },
          { role: 'user', content: user },
        ],
      }),
    });
    if (!response.ok) throw new Error(`language model answered HTTP ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('language model answer has no text');
    return content;
  };
}

export interface PhrasedText {
  text: string;
  by: 'rules' | 'model';
}

/**
 * The model's rephrasing when it is safe to show, otherwise the draft. Failures are logged by kind
 * only: no prompt or answer text goes to the log.
 */
export async function phraseSafely(
  phraser: Phraser | undefined,
  request: PhrasingRequest,
  guard: Omit<PhrasingGuardContext, 'draft' | 'allowedTitles'>,
  logger?: Logger,
  timeoutMs = PHRASING_TIMEOUT_MS,
): Promise<PhrasedText> {
  const fallback: PhrasedText = { text: request.draft, by: 'rules' };
  if (!phraser) return fallback;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error('language model timed out'));
    }, timeoutMs);
  });
  try {
    const candidate = await Promise.race([phraser(request, controller.signal), timeout]);
    const verdict = checkPhrasing(candidate, {
      draft: request.draft,
      allowedTitles: request.allowedTitles,
      knownTitles: guard.knownTitles,
    });
    if (verdict.ok) return { text: candidate.trim(), by: 'model' };
    logger?.warn({ purpose: request.purpose }, 'language model rephrasing refused by the guard; rule-based text used');
    return fallback;
  } catch (error) {
    logger?.warn(
      { purpose: request.purpose, reason: error instanceof Error ? error.message : 'unknown' },
      'language model unavailable; rule-based text used',
    );
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** The phraser the configuration asks for: none (no network at all) unless both variables are set. */
export function phraserFromConfig(config: {
  ASSISTANT_LLM_URL?: string | undefined;
  ASSISTANT_LLM_MODEL?: string | undefined;
  ASSISTANT_LLM_API_KEY?: string | undefined;
}): Phraser | undefined {
  if (!config.ASSISTANT_LLM_URL || !config.ASSISTANT_LLM_MODEL) return undefined;
  return createLlmPhraser({
    url: config.ASSISTANT_LLM_URL,
    model: config.ASSISTANT_LLM_MODEL,
    ...(config.ASSISTANT_LLM_API_KEY ? { apiKey: config.ASSISTANT_LLM_API_KEY } : {}),
  });
}
