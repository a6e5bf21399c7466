import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const ROLES = ['api', 'projections', 'web'] as const;

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  KURRENTDB_URL: z.string().startsWith('kurrentdb', 'must be a kurrentdb:// or kurrentdb+discover:// connection string').optional(),
  MONGODB_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL').optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a database name').default('aangan'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROCESS_ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((s) => s.split(',').map((r) => r.trim()).filter(Boolean))
    .pipe(z.array(z.enum(ROLES, { message: `must list roles among ${ROLES.join(', ')}` })).min(1)),
  COMMAND_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  TRUST_PROXY: bool(false),
  SMTP_URL: z.url({ protocol: /^smtps?$/, hostname: /^\S+$/, message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465' }).optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(/^[^<>\r\n]*<([^<>\s]+)>$/.exec(v)?.[1] ?? v).success, 'must be an email address, optionally with a display name: Aangan <no-reply@example.in>')
    .default('Aangan <no-reply@aangan.local>'),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://www.example.in' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  /** True when neither production store is configured. */
  embedded: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The only place that reads the environment. Fails with messages that name each variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const config = parsed.data;
  const embedded = !config.KURRENTDB_URL && !config.MONGODB_URL;
  if (!embedded) {
    const missing = (['JWT_SECRET', 'DATA_KEY'] as const).filter((name) => !config[name]);
    if (missing.length) throw new ConfigError(missing.map((name) => `${name}: required when KURRENTDB_URL or MONGODB_URL is set (at least 32 characters)`));
  }
  return { ...config, DATA_DIR: path.resolve(config.DATA_DIR), embedded };
}
