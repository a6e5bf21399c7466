import { formatIndianRupees, formatPrice, formatPriceRange, type ProjectCard } from '@aangan/contracts/browser';
import { CallBackToggle } from '../forms/CallBackToggle.tsx';
import { bhkSummary } from '../format/projectFormat.ts';
import type { ChatReply } from './assistantApi.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

/** The quick reply that asks for a call back (in English; `chat.callBackPrompt` in the page's language): where the answer offers the form itself, the form replaces it. */
const CALL_BACK_PROMPT = 'Request a call back';
/** Answers about reaching us or about a service offer the call-back form in the bubble. */
const OFFERS_CALL_BACK: ReadonlySet<string> = new Set(['services', 'contact']);

/**
 * The answer's text without the lines that list the shown projects ('• Title, place: ...'):
 * the cards below say the same, with links.
 */
export const visibleText = (reply: ChatReply): string =>
  reply.response
    .split('\n')
    .filter((line) => !reply.projects.some((card) => line.startsWith(`• ${card.projectTitle ?? ''}`)))
    .join('\n')
    .trim();

function ChatCard({ card }: { card: ProjectCard }) {
  const strings = useStrings();
  const locale = useLocale();
  const localHref = useLocalHref();
  const city = card.city ? (strings.chrome.cities[card.city] ?? card.city) : card.city;
  const place = [card.locality, city].filter(Boolean).join(', ');
  const price = formatPriceRange(card.priceMin, card.priceMax, locale);
  const bhk = bhkSummary(card.bhk, strings.enums.units);
  return (
    <article className="chat-card">
      <h3 className="chat-card-title">
        <a href={localHref(card.link)}>{card.projectTitle}</a>
      </h3>
      {place && <p>{place}</p>}
      <p className="chat-card-price">{price || strings.chat.priceOnRequest}</p>
      {bhk && <p>{bhk}</p>}
    </article>
  );
}

interface ChatReplyViewProps {
  reply: ChatReply;
  /** Only the newest answer offers its quick replies. */
  latest: boolean;
  busy: boolean;
  onSuggestion: (text: string) => void;
}

export function ChatReplyView({ reply, latest, busy, onSuggestion }: ChatReplyViewProps) {
  const t = useStrings().chat;
  const locale = useLocale();
  const localHref = useLocalHref();
  const text = visibleText(reply);
  const { emi } = reply;
  const callBack = latest && OFFERS_CALL_BACK.has(reply.intent);
  const suggestions = callBack
    ? reply.suggestions.filter((suggestion) => suggestion !== CALL_BACK_PROMPT && suggestion !== t.callBackPrompt)
    : reply.suggestions;
  return (
    <>
      <span className="visually-hidden">{t.assistant}</span>
      {text && <p className="chat-text">{text}</p>}
      {emi && (
        <div className="chat-emi">
          <p className="chat-emi-figure">
            {formatIndianRupees(emi.monthlyEmi)}
            <span>{t.perMonth}</span>
          </p>
          <dl>
            <div>
              <dt>{t.loan}</dt>
              <dd>{formatPrice(emi.principal, locale)}</dd>
            </div>
            <div>
              <dt>{t.interest}</dt>
              <dd>{t.perYear(emi.annualRatePercent)}</dd>
            </div>
            <div>
              <dt>{t.tenure}</dt>
              <dd>{t.years(emi.tenureMonths)}</dd>
            </div>
            <div>
              <dt>{t.totalInterest}</dt>
              <dd>{formatPrice(emi.totalInterest, locale)}</dd>
            </div>
          </dl>
        </div>
      )}
      {reply.projects.length > 0 && (
        <ul className="chat-cards">
          {reply.projects.map((card) => (
            <li key={card._id}>
              <ChatCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {reply.searchLink && (
        <a className="chat-see-all" href={localHref(reply.searchLink)}>
          {t.seeAll(reply.total && reply.total > reply.projects.length ? reply.total : null)}
        </a>
      )}
      {callBack && <CallBackToggle />}
      {latest && suggestions.length > 0 && (
        <ul className="chat-suggestions" aria-label={t.suggested}>
          {suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="chip chat-chip" disabled={busy} onClick={() => onSuggestion(suggestion)}>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
