import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ASSISTANT_PROMPT_MAX } from '@aangan/contracts/browser';
import { askAssistant, type ChatContext, type ChatReply } from './assistantApi.ts';
import { loadConversation, saveConversation, type StoredMessage } from './chatHistory.ts';
import { ChatReplyView, visibleText } from './ChatReplyView.tsx';
import { useStrings } from '../i18n/strings.tsx';

type Message =
  | { id: number; from: 'visitor'; text: string }
  | { id: number; from: 'assistant'; state: 'waiting'; prompt: string }
  | { id: number; from: 'assistant'; state: 'answered'; prompt: string; reply: ChatReply }
  | { id: number; from: 'assistant'; state: 'failed'; prompt: string; error: string };

type AnsweredMessage = Extract<Message, { state: 'answered' }>;
const isAnswered = (message: Message): message is AnsweredMessage =>
  message.from === 'assistant' && message.state === 'answered';

interface ChatPanelProps {
  open: boolean;
  /** `returnFocus`: false when the visitor clicked elsewhere (the focus goes where they clicked). */
  onClose: (returnFocus: boolean) => void;
  /** The floating button: a click on it is not a click outside the panel. */
  launcher: RefObject<HTMLButtonElement | null>;
}

/** The launcher's aria-controls names it (ChatLauncher keeps the same id, so this chunk stays out of the entry). */
const CHAT_PANEL_ID = 'chat-panel';

/**
 * Spec §4 chatbot: opens with the greeting query 'hi' (on Hindi pages its Hindi, नमस्ते); each question adds the visitor's bubble and
 * an assistant bubble with typing dots until the answer arrives; Send is disabled for blank input.
 * A non-modal dialog: Esc, the close button or a click outside close it. The conversation stays for
 * the rest of the visit, on every page (sessionStorage), and each question carries the last search
 * so a follow-up ("and in Noida?") works after navigating. New answers are read out through a polite
 * live region.
 */
export default function ChatPanel({ open, onClose, launcher }: ChatPanelProps) {
  const t = useStrings().chat;
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(0);
  const panelRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const greeted = useRef(false);
  const busy = messages.some((message) => message.from === 'assistant' && message.state === 'waiting');
  const lastSearch = useRef<ChatContext | undefined>(undefined);
  lastSearch.current = messages.filter(isAnswered).findLast((message) => message.reply.context !== undefined)
    ?.reply.context;

  /** Puts an assistant bubble (typing dots) with `id` in place, then its answer or its failure. */
  const answer = useCallback(
    async (id: number, prompt: string) => {
      const outcome = await askAssistant(prompt, lastSearch.current);
      setMessages((current) =>
        current.map((message) =>
          message.id !== id
            ? message
            : outcome.kind === 'answered'
              ? { id, from: 'assistant', state: 'answered', prompt, reply: outcome.reply }
              : { id, from: 'assistant', state: 'failed', prompt, error: outcome.message ?? t.failed },
        ),
      );
      setAnnouncement(
        `${t.assistant}${outcome.kind === 'answered' ? visibleText(outcome.reply) : (outcome.message ?? t.failed)}`,
      );
    },
    [t],
  );

  const ask = useCallback(
    (prompt: string, showPrompt: boolean) => {
      nextId.current += 2;
      const id = nextId.current;
      setMessages((current) => [
        ...current,
        ...(showPrompt ? [{ id: id - 1, from: 'visitor' as const, text: prompt }] : []),
        { id, from: 'assistant', state: 'waiting', prompt },
      ]);
      void answer(id, prompt);
    },
    [answer],
  );

  const retry = (id: number, prompt: string) => {
    setMessages((current) =>
      current.map((message) => (message.id === id ? { id, from: 'assistant', state: 'waiting', prompt } : message)),
    );
    // The button goes away with the failure: the focus moves to the question box, not to the page.
    inputRef.current?.focus();
    void answer(id, prompt);
  };
  const askSuggestion = (text: string) => {
    if (busy) return;
    inputRef.current?.focus();
    ask(text, true);
  };

  // The visit's conversation from earlier pages; with one, there is no new greeting.
  useEffect(() => {
    const stored = loadConversation();
    if (stored.length === 0) return;
    greeted.current = true;
    nextId.current = stored.length;
    setMessages(
      stored.map((message, index) =>
        message.from === 'visitor' ? { id: index, ...message } : { id: index, state: 'answered', ...message },
      ),
    );
  }, []);

  useEffect(() => {
    const finished = messages.filter(
      (message): message is Extract<Message, StoredMessage> =>
        message.from === 'visitor' || message.state === 'answered',
    );
    if (finished.length)
      saveConversation(
        finished.map((message) =>
          message.from === 'visitor'
            ? { from: 'visitor', text: message.text }
            : { from: 'assistant', prompt: message.prompt, reply: message.reply },
        ),
      );
  }, [messages]);

  // The greeting, once, the first time the panel opens.
  useEffect(() => {
    if (!open || greeted.current) return;
    greeted.current = true;
    ask(t.greeting, false);
  }, [open, ask, t.greeting]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A click anywhere but the panel and its button closes it (spec §4); so does Esc when the focus
  // is in the panel or nowhere in particular (not in another dialog).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!target || panelRef.current?.contains(target) || launcher.current?.contains(target)) return;
      onClose(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const focus = document.activeElement;
      if (
        event.key === 'Escape' &&
        (focus === document.body || focus === null || panelRef.current?.contains(focus) || focus === launcher.current)
      )
        onClose(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose, launcher]);

  // The newest bubble is brought into view from its top, so a long answer is read from its start.
  useLayoutEffect(() => {
    const log = logRef.current;
    const last = log?.lastElementChild;
    if (!log || !(last instanceof HTMLElement)) return;
    log.scrollTop = Math.max(0, last.offsetTop - 8);
  }, [messages]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const prompt = draft.trim();
    if (!prompt || busy) return;
    setDraft('');
    ask(prompt, true);
  };

  const lastAnswerId = messages.findLast((message) => message.from === 'assistant' && message.state === 'answered')?.id;

  return (
    <section
      ref={panelRef}
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
    >
      <div className="chat-head">
        <h2 id="chat-title">{t.title}</h2>
        <button type="button" className="chat-close" aria-label={t.close} onClick={() => onClose(true)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ol ref={logRef} className="chat-log" aria-label={t.conversation}>
        {messages.map((message) => {
          if (message.from === 'visitor') {
            return (
              <li key={message.id} className="chat-bubble chat-bubble--visitor">
                <span className="visually-hidden">{t.you}</span>
                {message.text}
              </li>
            );
          }
          return (
            <li
              key={message.id}
              className="chat-bubble chat-bubble--assistant"
              aria-busy={message.state === 'waiting' || undefined}
            >
              {message.state === 'waiting' && (
                <span className="chat-typing" role="img" aria-label={t.typing}>
                  <span />
                  <span />
                  <span />
                </span>
              )}
              {message.state === 'failed' && (
                <>
                  <p className="chat-error">{message.error}</p>
                  <button
                    type="button"
                    className="chat-retry"
                    onClick={() => retry(message.id, message.prompt)}
                    disabled={busy}
                  >
                    {t.retry}
                  </button>
                </>
              )}
              {message.state === 'answered' && (
                <ChatReplyView
                  reply={message.reply}
                  latest={message.id === lastAnswerId}
                  onSuggestion={askSuggestion}
                  busy={busy}
                />
              )}
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <form className="chat-form" onSubmit={send}>
        <label className="visually-hidden" htmlFor="chat-input">
          {t.question}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={ASSISTANT_PROMPT_MAX}
          autoComplete="off"
          placeholder={t.placeholder}
        />
        <button type="submit" className="chat-send" disabled={draft.trim() === '' || busy}>
          {t.send}
        </button>
      </form>
    </section>
  );
}
