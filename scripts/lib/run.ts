import { spawn } from 'node:child_process';

/** Runs a command with the terminal attached; rejects when it fails. */
export function runCommand(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: { ...process.env, ...options.env } });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}`)),
    );
  });
}
