import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { WebsiteConfiguration } from '../providers/contentApi.ts';

export interface WebsiteConfigurationState {
  data: WebsiteConfiguration | null;
  error: unknown;
  /** Loading for the first time (a reload keeps the page as it is). */
  loading: boolean;
  reload(): void;
  /** Applies a change the server confirmed (its answer), without fetching everything again. */
  update(change: (data: WebsiteConfiguration) => WebsiteConfiguration): void;
}

/** `GET /admin/moderation-data`, read once for the Website Configuration page. */
export function useWebsiteConfiguration(): WebsiteConfigurationState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [data, setData] = useState<WebsiteConfiguration | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    dataProvider.getWebsiteConfiguration().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [dataProvider, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (current: WebsiteConfiguration) => WebsiteConfiguration) =>
      setData((current) => (current ? change(current) : current)),
    [],
  );
  return { data, error, loading, reload, update };
}
