import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createAuthProvider } from './providers/authProvider.ts';
import { createAuthStorage } from './providers/authStorage.ts';
import { createDataProvider } from './providers/dataProvider.ts';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const authStorage = createAuthStorage(window.localStorage);

createRoot(root).render(
  <StrictMode>
    <App authProvider={createAuthProvider(authStorage)} dataProvider={createDataProvider(authStorage)} />
  </StrictMode>,
);
