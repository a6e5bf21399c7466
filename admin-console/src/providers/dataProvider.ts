import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AuthStorage } from './authStorage.ts';

/** ra-data-simple-rest over the admin API, every request carrying the signed-in admin's token. */
export const createDataProvider = (storage: AuthStorage, apiUrl = '/api/v1/admin'): DataProvider => {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const token = storage.read()?.token;
    return fetchUtils.fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : { authenticated: false },
    });
  };
  return simpleRestProvider(apiUrl, httpClient);
};
