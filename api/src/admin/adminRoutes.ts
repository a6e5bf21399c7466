import { UnauthorizedError, adminLoginSchema } from '@aangan/contracts';
import type { Logger } from 'pino';
import { commandContextOf } from '../http/requestContext.ts';
import { route, type AnyRoute } from '../http/routeTable.ts';
import type { LoginThrottle } from '../auth/loginThrottle.ts';
import type { AdminUsers } from './adminUsers.ts';

export function adminRoutes(deps: { users: AdminUsers; throttle: LoginThrottle; audit: Logger }): AnyRoute[] {
  const routes = [
    route({
      method: 'post', path: '/admin/login', access: 'public', tag: 'Admin', summary: 'Log in with email and password; answers a short-lived token',
      body: adminLoginSchema,
      handler: async ({ body, ctx }) => {
        await deps.throttle.assertAllowed(body.email, ctx.ip);
        try {
          const session = await deps.users.login(body.email, body.password);
          await deps.throttle.succeeded(body.email, ctx.ip);
          deps.audit.info({ userId: session.user.id, role: session.user.role }, 'login succeeded');
          return { body: { responseCode: 200, message: 'Logged in successfully', ...session } };
        } catch (error) {
          if (error instanceof UnauthorizedError) {
            await deps.throttle.failed(body.email, ctx.ip);
            deps.audit.warn({}, 'login failed');
          }
          throw error;
        }
      },
    }),
    route({
      method: 'post', path: '/admin/logout', access: 'staff', tag: 'Admin', summary: 'End this session: the token is refused from now on (also at /admin/logout/)',
      handler: async ({ principal, ctx }) => {
        await deps.users.logout(commandContextOf(ctx, principal), principal!);
        deps.audit.info({ userId: principal!.userId }, 'logged out');
        return { body: { responseCode: 200, message: 'Logged out successfully' } };
      },
    }),
    route({
      method: 'get', path: '/admin/get-profile', access: 'staff', tag: 'Admin', summary: 'The signed-in user',
      handler: async ({ principal }) => ({ body: { responseCode: 200, result: await deps.users.profile(principal!.userId) } }),
    }),
  ];
  return routes as unknown as AnyRoute[];
}
