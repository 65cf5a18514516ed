import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { clampMonth, monthOptions, yearOptions, type YearMonth } from './months';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  field: { minWidth: '160px' },
});

const text = FINANCIAL_TEXT.fiscalNotes;

/** Month and year of the notes to list; only months from 02/2014 to the current one. */
export function MonthPicker({ value, now, onChange }: { value: YearMonth; now: YearMonth; onChange: (value: YearMonth) => void }) {
  const s = useStyles();
  return (
    <div className={s.root}>
      <Field label={text.month} className={s.field}>
        <Select value={String(value.month)} onChange={(_, data) => onChange({ ...value, month: Number(data.value) })}>
          {monthOptions(value.year, now).map((month) => (
            <option key={month} value={month}>
              {text.monthNames[month - 1]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.year} className={s.field}>
        <Select value={String(value.year)} onChange={(_, data) => onChange(clampMonth({ ...value, year: Number(data.value) }, now))}>
          {yearOptions(now).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
