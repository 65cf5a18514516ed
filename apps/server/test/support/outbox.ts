import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The e-mails the server wrote to its outbox folder, oldest first, as raw RFC 822 text. */
export async function readOutbox(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => readFile(join(dir, name), 'utf8')),
  );
}

/** The verification code of the latest e-mail, as written in it (000-000-000). */
export async function latestCode(dir: string): Promise<string> {
  const messages = await readOutbox(dir);
  const code = messages.at(-1)?.match(/^(\d{3}-\d{3}-\d{3})$/m)?.[1];
  if (!code) throw new Error(`no verification code in the outbox ${dir}`);
  return code;
}

/** The addressee line of the latest e-mail. */
export async function latestRecipient(dir: string): Promise<string | undefined> {
  const messages = await readOutbox(dir);
  return messages.at(-1)?.match(/^To: (.+)$/m)?.[1];
}
