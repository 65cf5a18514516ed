import { CLOUD_STORAGE_MESSAGES as TEXT, cloudEditProblem, newCloudUserProblems, readQuotaGigabytes } from '@central/domain';
import type { CloudGroupUsers, CloudUser } from '@central/domain/api';
import type { FieldProblems } from '@/lib/use-checked-form';
import type { CloudUserFormValues } from './edit-plan';

/** The GB still free for `user` (or for a new user): the plan's limit less the other users' quotas; null without a limit. */
export function gigabytesLeft(list: CloudGroupUsers, user?: CloudUser): number | null {
  if (list.quotaLimit === null) return null;
  const own = user?.quota ?? 0;
  return Math.max(list.quotaLimit - (list.quotaAssigned - own), 0);
}

/** Whether the plan's space is all handed out: no user can be added. */
export const allowanceFull = (list: CloudGroupUsers) => list.quotaLimit !== null && list.quotaAssigned >= list.quotaLimit;

const overLimit = (quota: string, left: number | null) => {
  const gigabytes = readQuotaGigabytes(quota);
  return left !== null && gigabytes !== null && gigabytes > left ? TEXT.quotaOverLimit : undefined;
};

/** The add form's rules: the shared domain ones (SPEC section 5), then the quota within what is left. */
export function newUserProblems(values: CloudUserFormValues, left: number | null): FieldProblems<CloudUserFormValues> {
  const found = newCloudUserProblems({
    displayName: values.displayname,
    email: values.email,
    password: values.password,
    quota: values.quota,
  });
  const problems: FieldProblems<CloudUserFormValues> = {
    displayname: found.displayName,
    email: found.email,
    password: found.password,
    quota: found.quota ?? overLimit(values.quota, left),
  };
  return withoutEmpty(problems);
}

/** The edit form's rules: each field as the server checks it; an empty password keeps the current one. */
export function editUserProblems(values: CloudUserFormValues, left: number | null): FieldProblems<CloudUserFormValues> {
  return withoutEmpty({
    displayname: cloudEditProblem('displayname', values.displayname) ?? undefined,
    email: cloudEditProblem('email', values.email) ?? undefined,
    password: values.password === '' ? undefined : (cloudEditProblem('password', values.password) ?? undefined),
    quota: cloudEditProblem('quota', values.quota) ?? overLimit(values.quota, left),
  });
}

function withoutEmpty<T extends object>(problems: FieldProblems<T>): FieldProblems<T> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FieldProblems<T>;
}

/** The server's per-field texts (400 `fields`) under the form's own field names. */
export function serverFieldProblems(fields: Readonly<Record<string, string>>, editedKey?: string): FieldProblems<CloudUserFormValues> {
  const named: Record<string, string | undefined> = {
    displayname: fields.displayName ?? fields.displayname,
    email: fields.email ?? fields.userId,
    password: fields.password,
    quota: fields.quota,
  };
  if (editedKey && fields.value) named[editedKey] = fields.value;
  return withoutEmpty(named as FieldProblems<CloudUserFormValues>);
}
