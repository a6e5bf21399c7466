import { ConfigError, loadConfig } from '../config.ts';
import { createSystem, type System } from '../system.ts';
import pino from 'pino';

/** A system for a one-off command: quiet logs, projections in-process when the stores are embedded. */
export async function withCliSystem(work: (system: System) => Promise<void>): Promise<void> {
  let system: System | null = null;
  try {
    const config = loadConfig();
    system = await createSystem(config, {
      runProjections: config.embedded,
      logger: pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL }),
    });
    await system.start();
    await work(system);
  } catch (error) {
    process.exitCode = 1;
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof Error) console.error(`Error: ${error.message}`);
    else console.error(error);
  } finally {
    await system?.close();
  }
}

/** `--name value` or `--name=value`. */
export function flag(args: readonly string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === `--${name}`) return args[i + 1];
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

/** Everything on standard input, without its final line break. */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}
