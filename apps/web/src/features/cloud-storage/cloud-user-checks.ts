import { object, string, type ObjectSchema, type TestContext } from 'yup';
import {
  CLOUD_STORAGE_MESSAGES as TEXT,
  cloudEditProblem,
  cloudEmailProblem,
  cloudNameProblem,
  cloudPasswordProblem,
  cloudQuotaProblem,
  readQuotaGigabytes,
  sumGigabytes,
} from '@central/domain';
import type { CloudGroupUsers, CloudUser } from '@central/domain/api';
import type { FieldErrors } from '@/lib/use-yup-form';
import { byRule } from '@/lib/yup-fields';
import type { CloudUserFormValues } from './edit-plan';

/** The GB still free for `user` (or for a new user): the plan's limit less the other users' quotas; null without a limit. */
export function gigabytesLeft(list: CloudGroupUsers, user?: CloudUser): number | null {
  if (list.quotaLimit === null) return null;
  const own = user?.quota ?? 0;
  return Math.max(sumGigabytes([list.quotaLimit, -list.quotaAssigned, own]), 0);
}

/** Whether the plan's space is all handed out: no user can be added. */
export const allowanceFull = (list: CloudGroupUsers) => list.quotaLimit !== null && list.quotaAssigned >= list.quotaLimit;

/** What the forms know besides their values: the GB still free for this user (gigabytesLeft), null without a limit. */
export type CloudUserContext = { left: number | null };

const overLimit = (quota: string, context: TestContext) => {
  const { left } = context.options.context as CloudUserContext;
  const gigabytes = readQuotaGigabytes(quota);
  return left !== null && gigabytes !== null && gigabytes > left ? TEXT.quotaOverLimit : undefined;
};

/**
 * The add form's rules: the shared domain ones (docs/product/partners.md#atp-box-cloud-storage,
 * newCloudUserProblems's), then the quota within what is left.
 */
export const newUserSchema: ObjectSchema<CloudUserFormValues, CloudUserContext> = object({
  displayname: string().defined().test('name', byRule(cloudNameProblem)),
  email: string().defined().test('email', byRule(cloudEmailProblem)),
  password: string().defined().test('password', byRule(cloudPasswordProblem)),
  quota: string()
    .defined()
    .test(
      'quota',
      byRule((quota: string, context) => cloudQuotaProblem(quota) ?? overLimit(quota, context)),
    ),
});

/** The edit form's rules: each field as the server checks it; an empty password keeps the current one. */
export const editUserSchema: ObjectSchema<CloudUserFormValues, CloudUserContext> = object({
  displayname: string()
    .defined()
    .test(
      'name',
      byRule((name: string) => cloudEditProblem('displayname', name)),
    ),
  email: string()
    .defined()
    .test(
      'email',
      byRule((email: string) => cloudEditProblem('email', email)),
    ),
  password: string()
    .defined()
    .test(
      'password',
      byRule((password: string) => (password === '' ? undefined : cloudEditProblem('password', password))),
    ),
  quota: string()
    .defined()
    .test(
      'quota',
      byRule((quota: string, context) => cloudEditProblem('quota', quota) ?? overLimit(quota, context)),
    ),
});

function withoutEmpty<T extends object>(problems: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as FieldErrors<T>;
}

/** The server's per-field texts (400 `fields`) under the form's own field names. */
export function serverFieldProblems(fields: Readonly<Record<string, string>>, editedKey?: string): FieldErrors<CloudUserFormValues> {
  const named: Record<string, string | undefined> = {
    displayname: fields.displayName ?? fields.displayname,
    email: fields.email ?? fields.userId,
    password: fields.password,
    quota: fields.quota,
  };
  if (editedKey && fields.value) named[editedKey] = fields.value;
  return withoutEmpty(named as FieldErrors<CloudUserFormValues>);
}
