import { UnauthorizedError, ValidationError, resetPasswordSchema, sendResetCodeSchema, verifyResetCodeSchema } from '@aangan/contracts';
import type { Logger } from 'pino';
import type { ResetThrottle } from '../auth/resetThrottle.ts';
import { okMessage, route, type AnyRoute } from '../http/routeTable.ts';
import type { PasswordReset } from './passwordReset.ts';

/** Forgot password: send-forgetOTP, verify-forgetOTP, reset-password (spec §7 paths and messages). */
export function passwordResetRoutes(deps: { reset: PasswordReset; throttle: ResetThrottle; audit: Logger }): AnyRoute[] {
  const routes = [
    route({
      method: 'post', path: '/admin/send-forgetOTP', access: 'public', tag: 'Admin', summary: 'Email a 6-digit OTP to reset a password; the same answer for every email',
      body: sendResetCodeSchema,
      handler: async ({ body, ctx, command }) => {
        // Every send counts against the email and the address, not only failures.
        await deps.throttle.assertAllowed(body.email, ctx.ip);
        await deps.throttle.failed(body.email, ctx.ip);
        const { requestId } = deps.reset.sendCode(command, body.email);
        deps.audit.info({ requestId }, 'password reset OTP requested');
        return { body: { responseCode: 200, message: 'OTP sent successfully', requestId } };
      },
    }),
    route({
      method: 'post', path: '/admin/verify-forgetOTP', access: 'public', tag: 'Admin', summary: 'Check the emailed OTP (5 tries); answers a short reset token',
      body: verifyResetCodeSchema,
      handler: async ({ body, ctx, command }) => {
        await deps.throttle.assertAllowed(`verify:${body.requestId}`, ctx.ip);
        try {
          const result = await deps.reset.verifyCode(command, body.requestId, body.otp);
          return { body: { responseCode: 200, message: 'OTP Verified', ...result } };
        } catch (error) {
          if (error instanceof ValidationError || error instanceof UnauthorizedError) {
            await deps.throttle.failed(`verify:${body.requestId}`, ctx.ip);
            deps.audit.warn({ requestId: body.requestId }, 'password reset OTP refused');
          }
          throw error;
        }
      },
    }),
    route({
      method: 'post', path: '/admin/reset-password', access: 'public', tag: 'Admin', summary: 'Set a new password with the reset token (and an authenticator code when one is set up)',
      body: resetPasswordSchema,
      handler: async ({ body, command }) => {
        await deps.reset.resetPassword(command, body);
        deps.audit.info({}, 'password reset');
        return okMessage('Password changed successfully');
      },
    }),
  ];
  return routes;
}
