import { createHmac } from 'node:crypto';
import { adminUserAggregate } from '../admin/adminUserDecider.ts';
import { createAdminUsers } from '../admin/adminUsers.ts';
import { createAuthenticatorChecks } from '../admin/authenticatorChecks.ts';
import { createPasswordReset } from '../admin/passwordReset.ts';
import { createSignIn } from '../admin/signIn.ts';
import { createAuthenticator } from '../auth/authenticator.ts';
import { createKnownDevices } from '../auth/knownDevices.ts';
import { createPasswords } from '../auth/passwords.ts';
import type { SecretBox } from '../auth/secretBox.ts';
import { createSignInThrottle } from '../auth/signInThrottle.ts';
import type { TokenService } from '../auth/tokens.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { Mailer } from '../mail/Mailer.ts';
import { createSecurityLog } from '../security/securityLog.ts';
import type { ServiceDeps } from './serviceDeps.ts';

/** The console's people: their security log, accounts, authenticators, password resets and sign-ins. */
export function createAdminServices(
  deps: ServiceDeps & {
    secretBox: SecretBox;
    tokens: TokenService;
    mailer: Mailer;
    secret: Uint8Array;
    dataKey: Uint8Array;
  },
) {
  const { config, eventStore, readStore, ids, now, waiter, rateLimits, logger } = deps;
  const { secretBox, tokens, mailer, secret, dataKey } = deps;
  const securityLog = createSecurityLog({ eventStore, now, logger: logger.child({ component: 'security' }) });
  const authenticator = createAuthenticator(now, secretBox);
  const passwords = createPasswords(secretBox);
  const commandWaitMs = config.COMMAND_WAIT_MS;
  const checks = createAuthenticatorChecks({
    authenticator,
    run: commandRunner({ eventStore, now, waiter, commandWaitMs }, adminUserAggregate),
    security: securityLog,
    now,
    limits: rateLimits,
  });
  const adminUsers = createAdminUsers({
    authenticator,
    checks,
    passwords,
    eventStore,
    readStore,
    ids,
    now,
    tokens,
    waiter,
    commandWaitMs,
  });
  const passwordReset = createPasswordReset({
    eventStore,
    readStore,
    ids,
    now,
    waiter,
    tokens,
    mailer,
    passwords,
    useAuthenticatorCode: adminUsers.useCode,
    codeKey: createHmac('sha256', secret).update('password-reset-codes').digest(),
    limits: rateLimits,
    logger: logger.child({ component: 'password-reset' }),
  });
  const signIn = createSignIn({
    users: adminUsers,
    throttle: createSignInThrottle(rateLimits),
    security: securityLog,
    audit: logger.child({ component: 'audit' }),
    devices: createKnownDevices({ key: createHmac('sha256', dataKey).update('known devices').digest(), now }),
  });
  return { securityLog, adminUsers, passwordReset, signIn };
}
