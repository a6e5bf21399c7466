/**
 * The rules between configuration variables (which only mean something together, or only in some
 * modes), checked after each variable has been read on its own. Each group is a reason to refuse
 * the start; loadConfig reports the first group that has any.
 */

/** What a process may do; all three unless PROCESS_ROLES says otherwise. */
export const ROLES = ['api', 'projections', 'web'] as const;

type Vars = { readonly [name: string]: unknown; readonly PROCESS_ROLES: readonly string[] };

/** Two variables that go together: both or neither. */
function bothOrNeither(config: Vars, first: string, second: string): string[] {
  if (Boolean(config[first]) === Boolean(config[second])) return [];
  return [config[first] ? `${second}: required when ${first} is set` : `${first}: required when ${second} is set`];
}

/**
 * Processes that run only some roles share the event log and the read models through KurrentDB and
 * MongoDB alone. With one of them set and not the other, or with neither and no projections here, a
 * process would read stores nothing fills (an api over an empty in-memory read store) or fill stores
 * nobody reads.
 */
function processRolesProblems(config: Vars): string[] {
  const roles = config.PROCESS_ROLES;
  if (ROLES.every((role) => roles.includes(role))) return [];
  if (config['KURRENTDB_URL'] && config['MONGODB_URL']) return [];
  if (config['KURRENTDB_URL'] || config['MONGODB_URL'])
    return [
      `PROCESS_ROLES: running only ${roles.join(', ')} needs both KURRENTDB_URL and MONGODB_URL (processes share the event log and the read models only through them); with ${config['KURRENTDB_URL'] ? 'KURRENTDB_URL' : 'MONGODB_URL'} alone, run all three roles in one process`,
    ];
  if (!roles.includes('projections') || roles.length === 1)
    return [
      'PROCESS_ROLES: the embedded read models live in this process only, so it must run projections together with api or web (or set KURRENTDB_URL and MONGODB_URL to run roles apart)',
    ];
  return [];
}

/** The S3 variables only mean something together: a lone key or endpoint is a mistake, not a choice. */
function s3Problems(config: Vars): string[] {
  const others = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_BASE_URL'];
  if (!config['S3_BUCKET'])
    return others
      .filter((name) => config[name] !== undefined)
      .map((name) => `${name}: only used with S3_BUCKET; set S3_BUCKET too, or remove it`);
  return [
    ...(!config['S3_REGION'] && !config['S3_ENDPOINT']
      ? ['S3_REGION: required when S3_BUCKET is set (e.g. ap-south-1)']
      : []),
    ...bothOrNeither(config, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'),
  ];
}

/** The groups of problems, in the order they are reported; empty groups when all is well. */
export function combinationProblems(config: Vars, embedded: boolean): string[][] {
  const only = (condition: boolean, message: string): string[] => (condition ? [message] : []);
  return [
    embedded
      ? []
      : ['JWT_SECRET', 'DATA_KEY']
          .filter((name) => !config[name])
          .map((name) => `${name}: required when KURRENTDB_URL or MONGODB_URL is set (at least 32 characters)`),
    bothOrNeither(config, 'MONGODB_USER', 'MONGODB_PASSWORD'),
    only(
      Boolean(config['MONGODB_USER']) && !config['MONGODB_URL'],
      'MONGODB_USER: only used with MONGODB_URL; set it too, or remove MONGODB_USER and MONGODB_PASSWORD',
    ),
    processRolesProblems(config),
    s3Problems(config),
    bothOrNeither(config, 'ASSISTANT_LLM_URL', 'ASSISTANT_LLM_MODEL'),
    only(
      Boolean(config['ASSISTANT_LLM_API_KEY']) && !config['ASSISTANT_LLM_URL'],
      'ASSISTANT_LLM_API_KEY: only used with ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL; set them too, or remove it',
    ),
    only(
      config['BACKUP_EVERY'] !== undefined && !embedded,
      'BACKUP_EVERY: backs up the embedded stores only; with KURRENTDB_URL or MONGODB_URL use their own backup tools (README, "Backups in production")',
    ),
  ];
}
