import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { ModerationData } from '../providers/contentApi.ts';

export interface ModerationState {
  data: ModerationData | null;
  error: unknown;
  /** Loading for the first time (a reload keeps the page as it is). */
  loading: boolean;
  reload(): void;
  /** Applies a change the server confirmed (its answer), without fetching everything again. */
  update(change: (data: ModerationData) => ModerationData): void;
}

/** `GET /admin/moderation-data`, read once for the Website Configuration page. */
export function useModerationData(): ModerationState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [data, setData] = useState<ModerationData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setError(null);
    dataProvider.getModerationData().then(
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
  const update = useCallback((change: (current: ModerationData) => ModerationData) => setData((current) => (current ? change(current) : current)), []);
  return { data, error, loading, reload, update };
}
