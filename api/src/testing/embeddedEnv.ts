/**
 * This process's environment without what would point a server a test starts at real services (the
 * stores, a bucket, a mail server) or limit its roles: the server runs on the embedded default.
 */
export function embeddedEnv(): NodeJS.ProcessEnv {
  const {
    KURRENTDB_URL: _events,
    MONGODB_URL: _reads,
    S3_BUCKET: _bucket,
    SMTP_URL: _mail,
    PROCESS_ROLES: _roles,
    ...rest
  } = process.env;
  return rest;
}
