import { randomBytes } from 'node:crypto';
import type { Directory, StoredUser } from './directory';
import { OcsFailure, RESPOND_NOT_FOUND } from './ocs-envelope';
import { computerFileSize, humanFileSize, isNumeric, storageInfo } from './quota';
import { paramText, type OcsCall } from './serve-ocs';

/**
 * Users, after apps/provisioning_api/lib/Controller/UsersController.php (`addUser`, `getUser`, `editUser`,
 * `deleteUser`) and AUserData.php (`getUserData`). Codes and messages are the controller's; the order of the
 * checks is its order.
 */

/** `IUserManager::MAX_PASSWORD_LENGTH`. */
const MAX_PASSWORD_LENGTH = 469;
/**
 * The simulator's password policy: at least 10 characters. A real Nextcloud's policy belongs to its
 * password_policy app and is configurable (length, digits, symbols, breached-password check); it answers 107
 * with the policy's hint as the message.
 */
const MIN_PASSWORD_LENGTH = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkPasswordPolicy(password: string) {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw new OcsFailure(107, `Password needs to be at least ${MIN_PASSWORD_LENGTH} characters long.`);
}

/** `Manager::validateUserId`; its `InvalidArgumentException` becomes 101 with the message. */
function checkUserId(userId: string) {
  if (userId.trim() === '') throw new OcsFailure(101, 'A valid Login must be provided');
  if (userId.trim() !== userId) throw new OcsFailure(101, 'Login contains whitespace at the beginning or at the end');
  if (userId === '.' || userId === '..') throw new OcsFailure(101, 'Login must not consist of dots only');
  if (/[^a-zA-Z0-9 _.@\-']/.test(userId))
    throw new OcsFailure(101, 'Only the following characters are allowed in a Login: "a-z", "A-Z", "0-9", spaces and "_.@-\'"');
  if (userId.length > 64) throw new OcsFailure(101, 'Login is too long');
}

/** `editUser`'s quota branch: a number of bytes or a human size; 'none' and 'default' as they are. */
function parseQuota(value: string): string {
  if (value === 'none' || value === 'default') return value;
  const bytes = isNumeric(value) ? Number(value) : computerFileSize(value);
  // Nextcloud stores "?" for a negative number; the simulator refuses it like any other invalid value.
  if (bytes === false || bytes < 0) throw new OcsFailure(102, `Invalid quota value ${value}`);
  return humanFileSize(bytes);
}

function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = paramText(value);
  return text === '' ? [] : [text];
}

export function createUser(directory: Directory, call: OcsCall) {
  const userId = paramText(call.params.userid);
  let password = paramText(call.params.password);
  const displayName = paramText(call.params.displayName);
  const email = paramText(call.params.email);
  const quota = paramText(call.params.quota);
  const groups = stringList(call.params.groups);

  if (directory.user(userId)) throw new OcsFailure(102, 'User already exists');
  for (const group of groups) if (!directory.groupExists(group)) throw new OcsFailure(104, `group ${group} does not exist`);
  if (password.length > MAX_PASSWORD_LENGTH) throw new OcsFailure(101, 'Invalid password value');
  if (password === '') {
    if (email === '') throw new OcsFailure(108, 'To send a password link to the user an email address is required.');
    password = randomBytes(18).toString('base64url');
  }
  // Ours: the controller only stores the address; recent releases validate it when it is set (then 101).
  if (email !== '' && !EMAIL.test(email)) throw new OcsFailure(101, 'Invalid email address');
  checkUserId(userId);
  checkPasswordPolicy(password);

  const user = directory.addUser(userId, password);
  for (const group of groups) directory.addToGroup(group, user);
  if (displayName.trim() !== '') user.displayName = displayName.trim();
  // As in Nextcloud, an invalid quota fails the call (102) after the account was created: it stays.
  if (quota !== '') user.quota = parseQuota(quota);
  if (email !== '') user.email = email;
  return { id: user.id };
}

/** `getUserData` for an admin caller: the fields Nextcloud returns, with the ones this product reads filled in. */
export function userData(directory: Directory, user: StoredUser) {
  return {
    enabled: user.enabled,
    storageLocation: `/var/www/html/data/${user.id}`,
    id: user.id,
    lastLogin: 0,
    backend: 'Database',
    subadmin: [],
    quota: storageInfo(user.quota, user.usedBytes),
    manager: '',
    email: user.email,
    additional_mail: [],
    displayname: user.displayName,
    'display-name': user.displayName,
    phone: '',
    address: '',
    website: '',
    twitter: '',
    fediverse: '',
    organisation: '',
    role: '',
    headline: '',
    biography: '',
    profile_enabled: '1',
    groups: directory.groupsOf(user.id),
    language: 'en',
    locale: '',
    notify_email: null,
    backendCapabilities: { setDisplayName: true, setPassword: true },
  };
}

/** A missing user is `OCSNotFoundException` from `getUserData`: statuscode 404 ("User does not exist"). */
export function getUser(directory: Directory, call: OcsCall) {
  const user = directory.user(call.target);
  if (!user) throw new OcsFailure(404, 'User does not exist');
  return userData(directory, user);
}

/** The keys the simulator models; the real API has more (language, locale, phone...), which answer 113 here. */
const EDITABLE = new Set(['display', 'displayname', 'email', 'password', 'quota']);

export function editUser(directory: Directory, call: OcsCall) {
  const user = directory.user(call.target);
  if (!user) throw new OcsFailure(RESPOND_NOT_FOUND);
  const key = paramText(call.params.key);
  const value = paramText(call.params.value);
  if (!EDITABLE.has(key)) throw new OcsFailure(113);
  if (key === 'display' || key === 'displayname') {
    // `User::setDisplayName` trims and ignores an empty name without an error.
    if (value.trim() !== '') user.displayName = value.trim();
  } else if (key === 'email') {
    if (value !== '' && !EMAIL.test(value)) throw new OcsFailure(101);
    user.email = value === '' ? null : value;
  } else if (key === 'quota') {
    user.quota = parseQuota(value);
  } else {
    if (value.length > MAX_PASSWORD_LENGTH) throw new OcsFailure(102, 'Invalid password value');
    checkPasswordPolicy(value);
    directory.setPassword(user, value);
  }
  return [];
}

export function deleteUser(directory: Directory, call: OcsCall) {
  const user = directory.user(call.target);
  if (!user) throw new OcsFailure(RESPOND_NOT_FOUND);
  if (user.id === call.caller.id) throw new OcsFailure(101);
  directory.deleteUser(user);
  return [];
}
