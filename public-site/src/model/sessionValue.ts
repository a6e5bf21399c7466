/** sessionStorage, which private modes may refuse: reads answer null and writes are dropped then. */
export const sessionValue = {
  read(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Without storage the once-per-session behaviours simply repeat; nothing else depends on it.
    }
  },
};

/** Spec §2: any path containing 'admin' is an admin area, where popups never open by themselves. */
export const isAdminPath = (path: string): boolean => path.toLowerCase().includes('admin');
