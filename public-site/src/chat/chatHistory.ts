import { readReply, type ChatReply } from './assistantApi.ts';

/**
 * The conversation of this visit, kept in the browser's sessionStorage (never on the server), so it
 * follows the visitor from page to page and ends with the tab. Only finished exchanges are kept.
 */
export type StoredMessage = { from: 'visitor'; text: string } | { from: 'assistant'; prompt: string; reply: ChatReply };

const STORAGE_KEY = 'aangan-chat';
/** Enough for a long visit; older bubbles drop off first. */
const MAX_STORED = 60;

const isStored = (value: unknown): value is StoredMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (message.from === 'visitor') return typeof message.text === 'string';
  return message.from === 'assistant' && typeof message.prompt === 'string' && readReply(message.reply) !== null;
};

export function loadConversation(): StoredMessage[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isStored)
      .map((message) => (message.from === 'assistant' ? { ...message, reply: readReply(message.reply)! } : message));
  } catch {
    // Storage blocked (private mode, a sandboxed frame) or damaged: the visit starts a new conversation.
    return [];
  }
}

export function saveConversation(messages: readonly StoredMessage[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED)));
  } catch {
    // Storage full or blocked: the conversation still works on this page.
  }
}
