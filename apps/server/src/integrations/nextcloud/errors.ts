/**
 * Why a Nextcloud call failed.
 * - `invalid_input`: Nextcloud refused a value (OCS 101; on an edit also 102 and 113; on a create 108).
 * - `exists`: the user already exists (OCS 102 on a create).
 * - `unknown`: Nextcloud's own "unknown error" (103) or a code this adapter does not know.
 * - `group_missing`: the group named on a create does not exist (104).
 * - `password_policy`: the password breaks the instance's policy (107); the message is Nextcloud's hint.
 * - `not_found`: the user or group does not exist (998, or 404 where Nextcloud throws `OCSNotFoundException`).
 * - `unauthorized`: wrong admin credentials, or an account that is not an admin (997 / HTTP 401, 403).
 * - `password_confirmation`: a write Nextcloud guards with a password confirmation (OCS 403 "Password
 *   confirmation is required"), which a session opened with an app password cannot give since Nextcloud 34. The
 *   credentials are right but of the wrong kind: the connection needs the admin's login password.
 * - `unavailable`: HTTP 5xx, or the connection failed or dropped.
 * - `timeout`: no complete answer within the deadline.
 * - `malformed`: an answer that is not an OCS envelope (a wrong URL, a proxy page, a missing OCS header).
 */
export type NextcloudFailure =
  | 'invalid_input'
  | 'exists'
  | 'unknown'
  | 'group_missing'
  | 'password_policy'
  | 'not_found'
  | 'unauthorized'
  | 'password_confirmation'
  | 'unavailable'
  | 'timeout'
  | 'malformed';

/** Nextcloud's own words for a missing password confirmation (`NotConfirmedException`), matched in its OCS message. */
const PASSWORD_CONFIRMATION = /password confirmation is required/i;

/** What the operator reads in the log when Nextcloud asks for a password confirmation. */
export const PASSWORD_CONFIRMATION_LOG =
  "Nextcloud asks for password confirmation: the ATP Box app must use the Nextcloud admin's login password, not an app password";

/** OCS 403 with Nextcloud's "Password confirmation is required" (HTTP 200 on v1, 403 on v2). */
export const asksForPasswordConfirmation = (statuscode: number, message: string) =>
  statuscode === 403 && PASSWORD_CONFIRMATION.test(message);

/** Carries no request body and no header: never a password or the Authorization header. */
export class NextcloudError extends Error {
  constructor(
    readonly failure: NextcloudFailure,
    message: string,
    /** The operation, e.g. `POST /cloud/users`, without ids. */
    readonly operation: string,
    /** The OCS `meta.statuscode`, 0 when there was no envelope. */
    readonly statuscode = 0,
    readonly httpStatus = 0,
  ) {
    super(`Nextcloud ${operation}: ${message}`);
    this.name = 'NextcloudError';
  }
}

export function isNextcloudFailure(error: unknown, failure: NextcloudFailure): error is NextcloudError {
  return error instanceof NextcloudError && error.failure === failure;
}

/**
 * The same OCS code means different things on different calls (UsersController.php): 102 is "user exists" on
 * `addUser` but "invalid value" on `editUser`; 101 is "invalid input" almost everywhere. So each call passes its
 * own reading of the codes it documents; the rest fall back to this table.
 */
const COMMON: Record<number, NextcloudFailure> = {
  101: 'invalid_input',
  102: 'exists',
  103: 'unknown',
  104: 'group_missing',
  107: 'password_policy',
  403: 'unauthorized',
  404: 'not_found',
  997: 'unauthorized',
  998: 'not_found',
};

export type CodeReading = Partial<Record<number, NextcloudFailure>>;

export function failureOfCode(statuscode: number, reading: CodeReading = {}): NextcloudFailure {
  return reading[statuscode] ?? COMMON[statuscode] ?? 'unknown';
}

/** Removes the call's secrets from a text coming back from Nextcloud before it can reach an error or a log. */
export function redact(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.slice(0, 300);
}
