import {
  adminLoginSchema,
  adminRoleChangeSchema,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  changePasswordSchema,
  totpConfirmSchema,
  totpLoginSchema,
  userIdParamsSchema,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { bearerToken } from '../routing/router.ts';
import { listReply, ok, okMessage, route, type AnyRoute } from '../routing/routeTable.ts';
import type { AdminUsers } from './adminUsers.ts';
import type { SignIn } from './signIn.ts';

export function adminRoutes(deps: { users: AdminUsers; signIn: SignIn; audit: Logger }): AnyRoute[] {
  const { users } = deps;

  /** POST /admin/users/:id/disable (their sessions end) and /enable. */
  const setEnabledRoute = (enabled: boolean) =>
    route({
      method: 'post',
      path: `/admin/users/:id/${enabled ? 'enable' : 'disable'}`,
      access: 'admin',
      tag: 'Admin',
      summary: `${enabled ? 'Enable a disabled user' : 'Disable a user; their sessions end'} (If-Match: the revision read)`,
      params: userIdParamsSchema,
      handler: async ({ params, principal, ctx, command }) => {
        const stored = await users.setEnabled(command, principal, params.id, enabled, requiredRevisionOf(ctx));
        deps.audit.info({ userId: params.id, by: principal.userId }, enabled ? 'user enabled' : 'user disabled');
        return withETag(stored.revision, { body: await users.afterCommand(stored) });
      },
    });
  const routes = [
    route({
      method: 'post',
      path: '/admin/login',
      access: 'public',
      tag: 'Admin',
      summary:
        'Log in with email and password (and, optionally, the authenticator code at once); answers a short-lived token, or a challenge for the code step',
      body: adminLoginSchema,
      handler: async ({ body, ctx }) => {
        const step = await deps.signIn.withPassword(ctx, body);
        return step.totpRequired
          ? {
              body: {
                responseCode: 200,
                message: 'Enter the code from your authenticator app',
                totpRequired: true,
                challenge: step.challenge,
              },
            }
          : { body: { responseCode: 200, message: 'Logged in successfully', ...step } };
      },
    }),
    route({
      method: 'post',
      path: '/admin/login/totp',
      access: 'public',
      tag: 'Admin',
      summary: 'Second sign-in step: the challenge from the password step and an authenticator code',
      body: totpLoginSchema,
      handler: async ({ body, ctx }) => ({
        body: {
          responseCode: 200,
          message: 'Logged in successfully',
          ...(await deps.signIn.withCode(ctx, body.challenge, body.code)),
        },
      }),
    }),
    route({
      method: 'post',
      path: '/admin/totp/enroll',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'Start setting up an authenticator app: a secret and an otpauth URI for a QR code',
      handler: async ({ principal, command }) => ok(await users.startAuthenticatorSetup(command, principal)),
    }),
    route({
      method: 'post',
      path: '/admin/totp/confirm',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'Finish the setup with a first code; sign-ins ask for a code from then on',
      body: totpConfirmSchema,
      handler: async ({ body, principal, command }) => {
        await users.confirmAuthenticatorSetup(command, principal, body.code);
        deps.audit.info({ userId: principal.userId }, 'authenticator enrolled');
        return okMessage('Authenticator enabled');
      },
    }),
    route({
      method: 'post',
      path: '/admin/users/:id/totp-reset',
      access: 'admin',
      tag: 'Admin',
      summary: "Remove a user's authenticator (lost phone); they can set up a new one",
      params: userIdParamsSchema,
      handler: async ({ params, principal, command }) => {
        const stored = await users.resetAuthenticator(command, params.id);
        deps.audit.info({ userId: params.id, by: principal.userId }, 'authenticator reset');
        return { body: await users.afterCommand(stored) };
      },
    }),
    route({
      method: 'post',
      path: '/admin/logout',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'End this session: the token is refused from now on (also at /admin/logout/)',
      handler: async ({ principal, command }) => {
        await users.logout(command, principal);
        deps.audit.info({ userId: principal.userId }, 'logged out');
        return okMessage('Logged out successfully');
      },
    }),
    route({
      method: 'get',
      path: '/admin/get-profile',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'The signed-in user',
      handler: async ({ principal }) => ok(await users.profile(principal.userId)),
    }),
    route({
      method: 'get',
      path: '/user/get-profile',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'The session as the public site reads it on load: userResult (with userType) and token',
      handler: async ({ principal, ctx }) => {
        return {
          body: { responseCode: 200, userResult: await users.profile(principal.userId), token: bearerToken(ctx) },
        };
      },
    }),
    route({
      method: 'post',
      path: '/admin/change-password',
      access: 'signedIn',
      tag: 'Admin',
      summary: 'Change your own password; every other session ends',
      body: changePasswordSchema,
      handler: async ({ body, principal, command }) => {
        await users.changePassword(command, principal, body);
        deps.audit.info({ userId: principal.userId }, 'password changed');
        return okMessage('Password changed successfully');
      },
    }),
    route({
      method: 'get',
      path: '/admin/users',
      access: 'admin',
      tag: 'Admin',
      summary: 'All Users (ra-data-simple-rest list)',
      query: adminUserListQuerySchema,
      handler: async ({ query }) => {
        const page = await users.list(query.range ?? [0, 24], query.sort ?? ['createdAt', 'DESC'], query.filter?.q);
        return listReply('users', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/users/:id',
      access: 'admin',
      tag: 'Admin',
      summary: 'One user (ETag: the revision a role change or disabling names)',
      params: userIdParamsSchema,
      handler: async ({ params }) => {
        const user = await users.get(params.id);
        return withETag(user.revision, { body: user });
      },
    }),
    route({
      method: 'post',
      path: '/admin/users',
      access: 'admin',
      tag: 'Admin',
      summary: 'Create a user (admin, auditor or sales)',
      body: adminUserCreateSchema,
      handler: async ({ body, principal, command }) => {
        const created = await users.create(command, body);
        deps.audit.info({ userId: created.userId, role: created.role, by: principal.userId }, 'user created');
        return { status: 201, body: await users.afterCommand(created.stored) };
      },
    }),
    route({
      method: 'put',
      path: '/admin/users/:id/role',
      access: 'admin',
      tag: 'Admin',
      summary: "Change a user's role; their sessions end (If-Match or expectedRevision required)",
      params: userIdParamsSchema,
      body: adminRoleChangeSchema,
      handler: async ({ params, body, principal, ctx, command }) => {
        const stored = await users.changeRole(
          command,
          principal,
          params.id,
          body.role,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        deps.audit.info({ userId: params.id, role: body.role, by: principal.userId }, 'role changed');
        return withETag(stored.revision, { body: await users.afterCommand(stored) });
      },
    }),
    ...([false, true] as const).map((enabled) => setEnabledRoute(enabled)),
  ];
  return routes;
}
