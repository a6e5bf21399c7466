import { useStrings } from './strings.tsx';

/**
 * A message of the contracts or the API (by its English text) in the page's language; the site's own
 * messages, already in the page's language, come back as they are.
 */
export const useMessage = (): ((message: string) => string) => {
  const { messages } = useStrings();
  return (message) => messages[message] ?? message;
};
