import { ConfigError } from '../config.ts';

/** Runs a one-off command: --help prints the usage; a failure prints its message and exits 1. */
export async function runCli(usage: string, args: readonly string[], work: () => Promise<void>): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  try {
    await work();
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
  }
}
