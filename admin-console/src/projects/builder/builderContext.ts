import { createContext, useContext } from 'react';
import type { AdminProject } from '@aangan/contracts';

export interface BuilderContextValue {
  /** Auditors, and deleted projects: everything shown, nothing changeable. */
  readOnly: boolean;
  /** The version the form was loaded from (null for a project never saved). */
  project: AdminProject | null;
  /**
   * Files uploaded during this visit that no saved version refers to yet. Removing one of them
   * deletes the file; a file a saved version shows stays, so history and restores keep working.
   */
  freshUploads: Set<string>;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('useBuilder is used outside the project builder');
  return value;
}
