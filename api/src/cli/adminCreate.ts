import { createInterface } from 'node:readline/promises';
import { roleSchema, ValidationError } from '@aangan/contracts';
import { systemContext } from '../core/commandContext.ts';
import { flag, readStdin, withCliSystem } from './cliSystem.ts';

const USAGE = `Create an admin console user (there is no default password).

  npm run admin:create -- --email you@example.in --name "Your Name" [--role admin|auditor] [--password-stdin]

Without flags it asks. With --password-stdin the password is read from standard input.`;

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await rl.question(question);
  rl.close();
  return answer.trim();
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled'));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
} else {
  await withCliSystem(async (system) => {
    const interactive = process.stdin.isTTY === true;
    const email = flag(args, 'email') ?? (interactive ? await ask('Email: ') : undefined);
    const name = flag(args, 'name') ?? (interactive ? await ask('Name: ') : undefined);
    const role = roleSchema.safeParse(flag(args, 'role') ?? 'admin');
    if (!email || !name) throw new Error(`--email and --name are required.\n\n${USAGE}`);
    if (!role.success) throw new Error('--role must be admin or auditor');
    let password: string;
    if (args.includes('--password-stdin')) password = await readStdin();
    else if (interactive) {
      password = await askHidden('Password (8-128 characters): ');
      if ((await askHidden('Repeat password: ')) !== password) throw new Error('Password does not match');
    } else throw new Error(`Give the password on standard input with --password-stdin.\n\n${USAGE}`);
    try {
      const user = await system.adminUsers.create(systemContext(system.ids, 'admin-create'), {
        email,
        name,
        role: role.data,
        password,
      });
      console.log(`Created ${user.role} ${user.email} (id ${user.userId}). Log in at /admin.`);
    } catch (error) {
      if (error instanceof ValidationError)
        throw new Error(error.errors.map((e) => `${e.path}: ${e.message}`).join('\n') || error.message, {
          cause: error,
        });
      throw error;
    }
  });
}
