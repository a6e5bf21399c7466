import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, Loading, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { createBrowserRouter, createRoutesFromElements, Route, RouterProvider } from 'react-router-dom';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { Landing } from './layout/Landing.tsx';
import { NotFound } from './layout/NotFound.tsx';
import { lightTheme } from './layout/theme.ts';
import { LoginPage } from './login/LoginPage.tsx';
import alerts from './alerts/index.ts';
import { ArticleCreateRoute, articleScreens } from './articles/index.ts';
import { ARTICLE_CREATE_ROUTES } from './articles/articleKinds.ts';
import assistantQuestions from './assistant/index.ts';
import audit from './audit/index.ts';
import { applications, directLeads, leads } from './leads/index.ts';
import { LEAD_RESOURCES } from './providers/leadResources.ts';
import { ProjectCreate, projectScreens } from './projects/index.ts';
import users from './users/index.ts';

interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

const BASE_PATH = '/admin';

// Loaded when visited, so the sign-in screen ships without them.
const ForgotPasswordPage = lazy(() => import('./login/ForgotPasswordPage.tsx'));
const AccountPage = lazy(() => import('./account/AccountPage.tsx'));
const WebsiteConfigurationPage = lazy(() => import('./websiteConfiguration/WebsiteConfigurationPage.tsx'));
const SeoMetaPage = lazy(() => import('./seo/SeoMetaPage.tsx'));
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx'));

/** Pages outside the layout have no Suspense boundary of react-admin's around them. */
const Standalone = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;

/**
 * Served under /admin by the API process. react-admin's own router would use URL hashes, and the
 * admin routes are real paths (/admin/login, /admin/projects), so a browser router hosts it; the
 * `basename` tells react-admin to prefix every link it builds. It is a data router: only those can
 * hold a navigation back while a form has unsaved changes (useBlocker).
 *
 * The forgotten-password page works signed out (a route without the layout); My account sits in
 * the layout, reached from the user menu; All Users exists for admins only. The menu follows the
 * spec's tab order (AdminLayout). Signing in lands on the console's home, which sends admins to the
 * dashboard, auditors to the audit log and sales users to their leads (they cannot read the
 * project list, the dashboard or the audit log).
 *
 * Projects are built in the project builder (admins): the resource's create and edit pages and
 * the spec's /admin/post-project and /admin/project-building; drafts open in it.
 *
 * The content screens are for admins (who write) and auditors (who read): blogs, news and awards,
 * Website Configuration (/admin/website-moderation), Website Meta SEO (/admin/settings), the
 * assistant's questions and the property alerts (admins pause them, auditors read). The spec's
 * /admin/create/blog, /news, /awards open the article form with the kind chosen and
 * /admin/create/testimonial the testimonials panel; those are admins' only.
 */
export function App({ authProvider, dataProvider }: AppProps) {
  const [router] = useState(() =>
    createBrowserRouter(
      createRoutesFromElements(
        <Route
          path={`${BASE_PATH}/*`}
          element={
            <Admin
              basename={BASE_PATH}
              title="Aangan Admin"
              theme={lightTheme}
              layout={AdminLayout}
              authProvider={authProvider}
              dataProvider={dataProvider}
              loginPage={LoginPage}
              dashboard={Landing}
              catchAll={NotFound}
              requireAuth
              disableTelemetry
            >
              <CustomRoutes noLayout>
                <Route
                  path="/forgot-password"
                  element={
                    <Standalone>
                      <ForgotPasswordPage />
                    </Standalone>
                  }
                />
              </CustomRoutes>
              <CustomRoutes>
                <Route path="/account" element={<AccountPage />} />
              </CustomRoutes>
              {(permissions: unknown) => (
                <>
                  {permissions === 'sales' ? null : (
                    <Resource name="projects" options={{ label: 'Update Projects' }} {...projectScreens(permissions)} />
                  )}
                  <Resource name="leads" options={{ label: LEAD_RESOURCES.leads.label }} {...leads} />
                  <Resource
                    name="direct-leads"
                    options={{ label: LEAD_RESOURCES['direct-leads'].label }}
                    {...directLeads}
                  />
                  <Resource
                    name="applications"
                    options={{ label: LEAD_RESOURCES.applications.label }}
                    {...applications}
                  />
                  {permissions === 'admin' ? (
                    <Resource name="users" options={{ label: 'All Users' }} {...users} />
                  ) : null}
                  {permissions === 'admin' || permissions === 'auditor' ? (
                    <>
                      <Resource
                        name="articles"
                        options={{ label: 'Blogs, news & awards' }}
                        {...articleScreens(permissions)}
                      />
                      <Resource
                        name="assistant-questions"
                        options={{ label: 'Assistant questions' }}
                        {...assistantQuestions}
                      />
                      <Resource name="alerts" options={{ label: 'Alerts' }} {...alerts} />
                      <Resource name="audit" options={{ label: 'Audit log' }} {...audit} />
                      <CustomRoutes>
                        <Route path="/dashboard" element={<Dashboard />} />
                        <Route path="/post-project" element={<ProjectCreate />} />
                        <Route path="/project-building" element={<ProjectCreate />} />
                        <Route path="/website-moderation" element={<WebsiteConfigurationPage />} />
                        <Route path="/settings" element={<SeoMetaPage />} />
                      </CustomRoutes>
                    </>
                  ) : null}
                  {permissions === 'admin' ? (
                    <CustomRoutes>
                      {ARTICLE_CREATE_ROUTES.map(({ path, kind }) => (
                        <Route key={path} path={path} element={<ArticleCreateRoute kind={kind} />} />
                      ))}
                      <Route
                        path="/create/testimonial"
                        element={<WebsiteConfigurationPage initialPanel="testimonials" />}
                      />
                    </CustomRoutes>
                  ) : null}
                </>
              )}
            </Admin>
          }
        />,
      ),
    ),
  );
  return <RouterProvider router={router} />;
}
