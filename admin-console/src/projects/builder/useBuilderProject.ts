import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { statusOf } from '../../providers/apiError.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { AdminProject } from '@aangan/contracts';

const ATTEMPTS = 8;
const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Reads a project at least as new as a revision just saved. A save answers once the read models
 * show it, or 202 when they lag: then the read is repeated a few times, a little longer each time,
 * and the newest version found is answered.
 */
export function useFetchProject() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useCallback(
    async (id: string, atLeast = -1): Promise<AdminProject> => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const project = await dataProvider.getProject(id);
          if (project.revision >= atLeast || attempt >= ATTEMPTS) return project;
        } catch (error) {
          // Not there yet (a project saved a moment ago), or gone: only the former is worth waiting for.
          if (statusOf(error) !== 404 || atLeast < 0 || attempt >= ATTEMPTS) throw error;
        }
        await wait(150 * attempt);
      }
    },
    [dataProvider],
  );
}
