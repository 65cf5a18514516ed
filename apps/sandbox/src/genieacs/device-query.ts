import { nodeAt } from './device-document';

/**
 * Evaluates a GenieACS device query the way `lib/query.ts expand()` rewrites it before MongoDB runs it:
 * - a key whose last segment does not start with `_` is read at `<key>._value`;
 * - a string operand also matches its number form, its Date form (8+ characters, year after 1983), a `/re/flags`
 *   regex and a `*` wildcard;
 * - `$or`, `$and`, `$nor` combine sub-queries; `$eq $ne $in $nin $gt $gte $lt $lte $exists` compare.
 * Tasks and faults (`collection` 'other') are matched as they are, without the `._value` rewrite.
 * Anything else is refused with a TypeError (GenieACS would hand it to MongoDB; the sandbox keeps to what it knows).
 */
export function matchesQuery(document: Record<string, unknown>, query: unknown, collection: 'devices' | 'other' = 'devices'): boolean {
  if (!isPlainObject(query)) throw new TypeError('a query is a JSON object');
  return Object.entries(query).every(([key, value]) => {
    if (key === '$or') return subQueries(value).some((sub) => matchesQuery(document, sub, collection));
    if (key === '$and') return subQueries(value).every((sub) => matchesQuery(document, sub, collection));
    if (key === '$nor') return !subQueries(value).some((sub) => matchesQuery(document, sub, collection));
    if (key.startsWith('$')) throw new TypeError(`unsupported operator ${key}`);
    // Only device queries are rewritten; tasks and faults are plain documents.
    const path = collection !== 'devices' || key[key.lastIndexOf('.') + 1] === '_' ? key : `${key}._value`;
    return matchesCondition(nodeAt(document, path), value);
  });
}

function subQueries(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError('$or, $and and $nor take an array');
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

function matchesCondition(field: unknown, condition: unknown): boolean {
  if (!isPlainObject(condition) || !Object.keys(condition).some((key) => key.startsWith('$')))
    return alternatives(condition).some((operand) => equals(field, operand));
  return Object.entries(condition).every(([operator, operand]) => {
    switch (operator) {
      case '$eq':
        return alternatives(operand).some((item) => equals(field, item));
      case '$ne':
        return !alternatives(operand).some((item) => equals(field, item));
      case '$in':
        return listOf(operand).some((item) => alternatives(item).some((alt) => equals(field, alt)));
      case '$nin':
        return !listOf(operand).some((item) => alternatives(item).some((alt) => equals(field, alt)));
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return alternatives(operand).some((item) => compares(field, item, operator));
      case '$exists':
        return (field !== undefined) === Boolean(operand);
      default:
        throw new TypeError(`unsupported operator ${operator}`);
    }
  });
}

function listOf(operand: unknown): unknown[] {
  if (!Array.isArray(operand)) throw new TypeError('$in and $nin take an array');
  return operand;
}

/** What a string operand also stands for (`normalize()` in GenieACS's `lib/query.ts`). */
function alternatives(operand: unknown): unknown[] {
  if (typeof operand !== 'string') return [operand];
  const found: unknown[] = [operand];
  const regex = /^\/(.*?)\/(g?i?m?y?)$/.exec(operand);
  if (regex) found.push(new RegExp(regex[1]!, regex[2]));
  if (+operand === Number.parseFloat(operand)) found.push(+operand);
  const date = new Date(operand);
  if (operand.length >= 8 && date.getFullYear() > 1983) found.push(date);
  if (operand.includes('*')) found.push(wildcard(operand));
  return found;
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[[\]\\^$.|?+()]/g, '\\$&').replace(/\*+/g, '*');
  const body = escaped.replace(/\*/g, '.*');
  return new RegExp(`${pattern.startsWith('*') ? '' : '^'}${body}${pattern.endsWith('*') ? '' : '$'}`);
}

function equals(field: unknown, operand: unknown): boolean {
  if (Array.isArray(field) && !Array.isArray(operand)) return field.some((item) => equals(item, operand));
  if (operand instanceof RegExp) return typeof field === 'string' && operand.test(field);
  if (operand instanceof Date) return field instanceof Date && field.getTime() === operand.getTime();
  if (operand === null) return field === undefined || field === null;
  return field === operand;
}

function compares(field: unknown, operand: unknown, operator: '$gt' | '$gte' | '$lt' | '$lte'): boolean {
  const pair =
    field instanceof Date && operand instanceof Date
      ? [field.getTime(), operand.getTime()]
      : (typeof field === 'number' && typeof operand === 'number') || (typeof field === 'string' && typeof operand === 'string')
        ? [field, operand]
        : undefined;
  if (!pair) return false;
  const [left, right] = pair as [number | string, number | string];
  if (operator === '$gt') return left > right;
  if (operator === '$gte') return left >= right;
  if (operator === '$lt') return left < right;
  return left <= right;
}
