import { Admin, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router';
import { lightTheme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import projects from './projects/index.ts';

interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

const BASE_PATH = '/admin';

/**
 * Served under /admin by the API process. react-admin's own router would use URL hashes, and the
 * admin routes are real paths (/admin/login, /admin/projects), so a browser router hosts it; the
 * `basename` tells react-admin to prefix every link it builds.
 */
export function App({ authProvider, dataProvider }: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path={`${BASE_PATH}/*`}
          element={
            <Admin
              basename={BASE_PATH}
              title="Aangan Admin"
              theme={lightTheme}
              authProvider={authProvider}
              dataProvider={dataProvider}
              loginPage={LoginPage}
              requireAuth
              disableTelemetry
            >
              <Resource name="projects" options={{ label: 'Projects' }} {...projects} />
            </Admin>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
