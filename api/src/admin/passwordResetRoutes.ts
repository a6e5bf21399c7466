import {
  UnauthorizedError,
  ValidationError,
  resetPasswordSchema,
  sendResetCodeSchema,
  verifyResetCodeSchema,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import type { ResetThrottle } from '../auth/resetThrottle.ts';
import { okMessage, route, type AnyRoute } from '../routing/routeTable.ts';
import type { PasswordReset } from './passwordReset.ts';
import type { SignIn } from './signIn.ts';

/** Forgot password: send-forgetOTP, verify-forgetOTP, reset-password (spec §7 paths and messages). */
export function passwordResetRoutes(deps: {
  reset: PasswordReset;
  throttle: ResetThrottle;
  signIn: Pick<SignIn, 'afterPasswordReset'>;
  audit: Logger;
}): AnyRoute[] {
  const routes = [
    route({
      method: 'post',
      path: '/admin/send-forgetOTP',
      access: 'public',
      tag: 'Admin',
      summary: 'Email a 6-digit OTP to reset a password; the same answer for every email',
      body: sendResetCodeSchema,
      handler: async ({ body, ctx, command }) => {
        // Every send counts against the email and the address, not only failures: its places are never given back.
        await deps.throttle.reserve(body.email, ctx.ip);
        const { requestId } = deps.reset.sendCode(command, body.email);
        deps.audit.info({ requestId }, 'password reset OTP requested');
        return { body: { responseCode: 200, message: 'OTP sent successfully', requestId } };
      },
    }),
    route({
      method: 'post',
      path: '/admin/verify-forgetOTP',
      access: 'public',
      tag: 'Admin',
      summary: 'Check the emailed OTP (5 tries); answers a short reset token',
      body: verifyResetCodeSchema,
      handler: async ({ body, ctx, command }) => {
        const places = await deps.throttle.reserve(`verify:${body.requestId}`, ctx.ip);
        try {
          const result = await deps.reset.verifyCode(command, body.requestId, body.otp);
          await places.release();
          return { body: { responseCode: 200, message: 'OTP Verified', ...result } };
        } catch (error) {
          if (error instanceof ValidationError || error instanceof UnauthorizedError)
            deps.audit.warn({ requestId: body.requestId }, 'password reset OTP refused');
          throw error;
        }
      },
    }),
    route({
      method: 'post',
      path: '/admin/reset-password',
      access: 'public',
      tag: 'Admin',
      summary: 'Set a new password with the reset token (and an authenticator code when one is set up)',
      body: resetPasswordSchema,
      handler: async ({ body, ctx, command }) => {
        const { email } = await deps.reset.resetPassword(command, body);
        // The mailbox answered: the account's sign-in pause ends and this browser may sign in to it.
        await deps.signIn.afterPasswordReset(ctx, email);
        deps.audit.info({}, 'password reset');
        return okMessage('Password changed successfully');
      },
    }),
  ];
  return routes;
}
