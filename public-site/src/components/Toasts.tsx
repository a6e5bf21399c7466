import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStrings } from '../i18n/strings.tsx';

export interface ToastOptions {
  tone?: 'success' | 'error';
  /**
   * Shown but not announced: a form also puts the message in its own error summary, which is
   * announced, so a screen reader hears it once.
   */
  quiet?: boolean;
}

type ShowToast = (text: string, options?: ToastOptions) => void;

interface Toast extends Required<ToastOptions> {
  id: number;
  text: string;
}

export const TOAST_MS = 6000;
const MAX_TOASTS = 3;

const ToastContext = createContext<ShowToast>(() => undefined);

export const useToast = (): ShowToast => useContext(ToastContext);

/**
 * Short messages in a corner (spec §8: form messages are toasts). A dialog nests its own provider
 * with `inline` messages: they sit at the top of the dialog (sticky while it scrolls), above its
 * backdrop and never over its close button.
 */
export function ToastProvider({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismissLabel = useStrings().chrome.dismiss;
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>(
    (text, options = {}) => {
      nextId.current += 1;
      const toast: Toast = { id: nextId.current, text, tone: options.tone ?? 'success', quiet: options.quiet ?? false };
      // A new message replaces any error shown before it: an old error would no longer be true.
      setToasts((shown) =>
        [...shown.filter((other) => other.tone !== 'error' && other.text !== text), toast].slice(-MAX_TOASTS),
      );
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(toast.id);
      }, TOAST_MS);
      timers.current.add(timer);
    },
    [dismiss],
  );

  const region = (
    <div className={inline ? 'toasts toasts--inline' : 'toasts'} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <p aria-hidden={toast.quiet || undefined}>{toast.text}</p>
          <button type="button" className="toast-close" onClick={() => dismiss(toast.id)} aria-label={dismissLabel}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return (
    <ToastContext.Provider value={show}>
      {inline && region}
      {children}
      {!inline && region}
    </ToastContext.Provider>
  );
}
