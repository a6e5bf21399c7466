import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ROLES, combinationProblems } from './configRules.ts';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const DURATION_UNITS_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** `30m`, `6h`, `1d`: minutes, hours or days. The bounds keep one timer in range and backups from piling up. */
const backupInterval = z
  .string()
  .regex(/^\d+[mhd]$/, 'must be a number followed by m (minutes), h (hours) or d (days), such as 6h or 1d')
  .transform((v) => Number(v.slice(0, -1)) * DURATION_UNITS_MS[v.slice(-1) as keyof typeof DURATION_UNITS_MS])
  .refine((ms) => ms >= 5 * 60_000 && ms <= 7 * 86_400_000, 'must be between 5m and 7d');

/** Who stands between the clients and this server (TRUST_PROXY): nobody, so many proxies of ours, or ours at these addresses. */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; ranges: string[] };

const MAX_PROXY_HOPS = 10;
const isProxyRange = (range: string): boolean => {
  const [address = '', prefix, ...rest] = range.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};
/**
 * `false` (the default): clients connect directly and X-Forwarded-For is ignored; `true`: one proxy of
 * ours in front; `2`, `3`…: that many in a row; a list of addresses or ranges (`10.0.0.0/8,192.168.1.5`):
 * the proxies of ours are the ones at those addresses, however many a request passed.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustedProxies => {
    const v = (value ?? 'false').toLowerCase();
    if (['false', 'no', '0', ''].includes(v)) return { kind: 'none' };
    if (['true', 'yes'].includes(v)) return { kind: 'hops', hops: 1 };
    if (/^\d+$/.test(v) && Number(v) <= MAX_PROXY_HOPS) return { kind: 'hops', hops: Number(v) };
    const ranges = v
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (ranges.length && ranges.every(isProxyRange)) return { kind: 'addresses', ranges };
    context.addIssue({
      code: 'custom',
      message: `must be true or false, a number of proxies in front (1 to ${MAX_PROXY_HOPS}), or the proxies' addresses and ranges separated by commas, such as 10.0.0.0/8,192.168.1.5`,
    });
    return z.NEVER;
  });

/** Where erasures are recorded when ERASURE_LEDGER is not set: beside the data, a file that restores never replace. */
export const DEFAULT_ERASURE_LEDGER = 'erasure-ledger.jsonl';

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  KURRENTDB_URL: z
    .string()
    .startsWith('kurrentdb', 'must be a kurrentdb:// or kurrentdb+discover:// connection string')
    .optional(),
  MONGODB_URL: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URL')
    .optional(),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'must be a database name')
    .default('aangan'),
  /**
   * The MongoDB user the app signs in as, apart from the URL so a password needs no percent-encoding
   * (both or neither; the URL's `authSource` says where the user is defined).
   */
  MONGODB_USER: z.string().min(1).optional(),
  MONGODB_PASSWORD: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  RESUME_RETENTION_DAYS: z.coerce.number({ message: 'must be a number of days' }).int().min(1).max(3650).default(180),
  /** The India hour (0–23) the daily alert digest goes out at. */
  ALERTS_DIGEST_HOUR: z.coerce.number({ message: 'must be an hour from 0 to 23' }).int().min(0).max(23).default(8),
  /** `1` lifts the one-digest-a-day rule (for a test run of `npm run alerts:digest`). */
  ALERTS_IGNORE_DAILY_LIMIT: bool(false),
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  SEED_DEMO: bool(true),
  /** Pages rendered on a thread of their own beside the main one (`false`: on the main thread, as on a one-core machine). */
  RENDER_THREAD: bool(true),
  /** How many steps of `nice` the process's helper threads run below its main thread, on Linux (0 leaves them alone). */
  HELPER_THREAD_NICE: z.coerce
    .number({ message: 'must be a whole number from 0 to 19' })
    .int()
    .min(0)
    .max(19)
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROCESS_ROLES: z
    .string()
    .default(ROLES.join(','))
    .transform((s) =>
      s
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLES, { message: `must list roles among ${ROLES.join(', ')}` })).min(1)),
  COMMAND_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  PAGE_CACHE_MB: z.coerce.number({ message: 'must be a number of megabytes' }).min(0).max(16_384).default(64),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: trustProxy,
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: /^\S+$/,
      message: 'must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .refine(
      (v) => z.email().safeParse(/^[^<>\r\n]*<([^<>\s]+)>$/.exec(v)?.[1] ?? v).success,
      'must be an email address, optionally with a display name: Aangan <no-reply@example.in>',
    )
    .default('Aangan <no-reply@aangan.local>'),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://www.example.in' })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  // Uploads go to an S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(
      /^[a-z0-9-]{2,32}$/,
      'must be a region name such as ap-south-1 (S3-compatible stores often take us-east-1 or auto)',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'must be an http:// or https:// URL of an S3-compatible store, such as http://minio:9000',
    })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_BASE_URL: z
    .url({
      protocol: /^https$/,
      message: "must be an https:// URL where the bucket's objects can be read, such as https://media.example.in",
    })
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  // The assistant's optional rephrasing by a language model (an OpenAI-compatible chat completions API); unset, no network is used.
  ASSISTANT_LLM_URL: z
    .url({
      protocol: /^https?$/,
      message: 'must be the http(s) base URL of an OpenAI-compatible API, such as https://api.openai.com/v1',
    })
    .optional(),
  ASSISTANT_LLM_MODEL: z
    .string()
    .trim()
    .min(1, 'must name a model, such as gpt-4o-mini')
    .max(200, 'must be a model name of at most 200 characters')
    .optional(),
  ASSISTANT_LLM_API_KEY: z.string().min(1, 'must not be empty; remove it if the API needs no key').optional(),
  // Scheduled backups of the embedded data folder; unset BACKUP_EVERY, none are made.
  BACKUP_EVERY: backupInterval.optional(),
  BACKUP_DIR: z.string().min(1).default('./backups'),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a number of backups' })
    .int()
    .min(1, 'must keep at least 1 backup')
    .max(1000)
    .default(14),
  BACKUP_PASSPHRASE_FILE: z.string().min(1).optional(),
  ERASURE_LEDGER: z.string().min(1).optional(),
  // Map tiles of the project pages (Leaflet URL template); an http(s) URL or a path on this site.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/|\/)\S*\{z\}\S*\{x\}\S*\{y\}/,
      'must be a tile URL template with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
});

export type Config = z.infer<typeof envSchema> & {
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
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const embedded = !config.KURRENTDB_URL && !config.MONGODB_URL;
  const problems = combinationProblems(config, embedded).find((group) => group.length > 0);
  if (problems) throw new ConfigError(problems);
  const resolve = (file: string | undefined) => (file === undefined ? undefined : path.resolve(file));
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    BACKUP_DIR: path.resolve(config.BACKUP_DIR),
    BACKUP_PASSPHRASE_FILE: resolve(config.BACKUP_PASSPHRASE_FILE),
    ERASURE_LEDGER: resolve(config.ERASURE_LEDGER),
    embedded,
  };
}

/**
 * The erasure ledger's file: ERASURE_LEDGER, else one inside the data folder. Production keeps a
 * ledger only when ERASURE_LEDGER names one (its erasures are also PersonErased events in KurrentDB).
 */
export function erasureLedgerFile(config: Pick<Config, 'DATA_DIR' | 'ERASURE_LEDGER' | 'embedded'>): string | null {
  if (config.ERASURE_LEDGER) return config.ERASURE_LEDGER;
  return config.embedded ? path.join(config.DATA_DIR, DEFAULT_ERASURE_LEDGER) : null;
}
