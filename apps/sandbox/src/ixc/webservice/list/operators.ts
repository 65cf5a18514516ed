import { compareValues, foldText } from './compare';

/** The operators IXC documents; anything else (such as GE/LE) gets the processing error. */
const OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'L', 'NL', 'IN', 'NI', 'BE', 'NBE'] as const;

export type Operator = (typeof OPERATORS)[number];

export function isOperator(value: string): value is Operator {
  return (OPERATORS as readonly string[]).includes(value);
}

export function needsSecondValue(operator: Operator): boolean {
  return operator === 'BE' || operator === 'NBE';
}

export interface Filter {
  column: string;
  operator: Operator;
  value: string;
  secondValue: string;
}

export function matches(cell: string, filter: Filter): boolean {
  const { operator, value, secondValue } = filter;
  switch (operator) {
    case '=':
      return compareValues(cell, value) === 0;
    case '!=':
      return compareValues(cell, value) !== 0;
    case '>':
      return compareValues(cell, value) > 0;
    case '<':
      return compareValues(cell, value) < 0;
    case '>=':
      return compareValues(cell, value) >= 0;
    case '<=':
      return compareValues(cell, value) <= 0;
    case 'L':
      return contains(cell, value);
    case 'NL':
      return !contains(cell, value);
    case 'IN':
      return listItems(value).some((item) => compareValues(cell, item) === 0);
    case 'NI':
      return !listItems(value).some((item) => compareValues(cell, item) === 0);
    case 'BE':
      return isBetween(cell, value, secondValue);
    case 'NBE':
      return !isBetween(cell, value, secondValue);
  }
}

/** SQL `LIKE '%value%'`: a substring match in which % and _ keep their wildcard meaning. */
function contains(cell: string, pattern: string): boolean {
  const source = [...foldText(pattern)]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(source, 's').test(foldText(cell));
}

function listItems(value: string): string[] {
  return value.split(',').map((item) => item.trim().replace(/^(['"])(.*)\1$/, '$2'));
}

function isBetween(cell: string, low: string, high: string): boolean {
  return compareValues(cell, low) >= 0 && compareValues(cell, high) <= 0;
}
