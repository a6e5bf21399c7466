import { formatPrice, formatPriceRange, type ProjectCard } from '@aangan/contracts/browser';
import { CallBackToggle } from '../forms/CallBackToggle.tsx';
import { bhkSummary } from '../format/projectFormat.ts';
import type { ChatReply } from './assistantApi.ts';

/** The quick reply that asks for a call back: where the answer offers the form itself, the form replaces it. */
const CALL_BACK_PROMPT = 'Request a call back';
/** Answers about reaching us or about a service offer the call-back form in the bubble. */
const OFFERS_CALL_BACK: ReadonlySet<string> = new Set(['services', 'contact']);

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

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

const tenureWords = (months: number): string =>
  months % 12 === 0 ? `${months / 12} ${months === 12 ? 'year' : 'years'}` : `${months} months`;

function ChatCard({ card }: { card: ProjectCard }) {
  const place = [card.locality, card.city].filter(Boolean).join(', ');
  const price = formatPriceRange(card.priceMin, card.priceMax);
  const bhk = bhkSummary(card.bhk);
  return (
    <article className="chat-card">
      <h3 className="chat-card-title">
        <a href={card.link}>{card.projectTitle}</a>
      </h3>
      {place && <p>{place}</p>}
      <p className="chat-card-price">{price || 'Price on request'}</p>
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
  const text = visibleText(reply);
  const { emi } = reply;
  const callBack = latest && OFFERS_CALL_BACK.has(reply.intent);
  const suggestions = callBack
    ? reply.suggestions.filter((suggestion) => suggestion !== CALL_BACK_PROMPT)
    : reply.suggestions;
  return (
    <>
      <span className="visually-hidden">Assistant: </span>
      {text && <p className="chat-text">{text}</p>}
      {emi && (
        <div className="chat-emi">
          <p className="chat-emi-figure">
            {RUPEES.format(emi.monthlyEmi)}
            <span> a month</span>
          </p>
          <dl>
            <div>
              <dt>Loan</dt>
              <dd>{formatPrice(emi.principal)}</dd>
            </div>
            <div>
              <dt>Interest</dt>
              <dd>{`${emi.annualRatePercent}% a year`}</dd>
            </div>
            <div>
              <dt>Tenure</dt>
              <dd>{tenureWords(emi.tenureMonths)}</dd>
            </div>
            <div>
              <dt>Total interest</dt>
              <dd>{formatPrice(emi.totalInterest)}</dd>
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
        <a className="chat-see-all" href={reply.searchLink}>
          See all results{reply.total && reply.total > reply.projects.length ? ` (${reply.total})` : ''}
        </a>
      )}
      {callBack && <CallBackToggle />}
      {latest && suggestions.length > 0 && (
        <ul className="chat-suggestions" aria-label="Suggested questions">
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
