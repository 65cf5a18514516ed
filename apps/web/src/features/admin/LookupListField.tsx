import { useId, useState, type KeyboardEvent } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Body1 } from '@fluentui/react-text';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { lookupEntry } from '@central/domain';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { fieldState } from '@/lib/field-state';
import { lookupLabel, type LookupKind } from './lookup-api';
import { lookupFailureText, newLookupIdProblem } from './lookup-entries';
import { useAdminAuthFailure } from './useAdminAuthFailure';

const text = ADMIN_TEXT.lookup;

const useStyles = makeStyles({
  /** The whole row of a FormSection's grid: the list grows sideways. */
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, gridColumn: '1 / -1' },
  adder: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  id: { maxWidth: '180px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  entry: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

type Props = {
  kind: LookupKind;
  label: string;
  /** The provider whose IXC is asked; null while it is not stored yet (the picker is then off, with `hint`). */
  clientId: string | null;
  entries: string[];
  onChange: (entries: string[]) => void;
  error?: string;
  hint?: string;
};

/** A list of 'id - label' entries: an id is looked up in the provider's IXC, then added with its label. */
export function LookupListField({ kind, label, clientId, entries, onChange, error, hint }: Props) {
  const s = useStyles();
  const idLabel = text.id(text[kind]);
  const listLabel = useId();
  const authFailure = useAdminAuthFailure();
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function add() {
    const found = newLookupIdProblem(kind, id, entries);
    if (found || !clientId) return setProblem(found);
    setProblem(null);
    setPending(true);
    try {
      const entryLabel = await lookupLabel(kind, clientId, id.trim());
      onChange([...entries, lookupEntry(id.trim(), entryLabel)]);
      setId('');
    } catch (failure) {
      if (!authFailure(failure)) setProblem(lookupFailureText(failure));
    } finally {
      setPending(false);
    }
  }

  // Enter adds the id instead of submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void add();
  };

  return (
    <div className={s.root}>
      <Body1 id={listLabel}>{label}</Body1>
      {entries.length === 0 ? (
        <Body1>{text.empty}</Body1>
      ) : (
        <ul className={s.list} aria-labelledby={listLabel}>
          {entries.map((entry) => (
            <li key={entry} className={s.entry}>
              {entry}
              <Button
                size="small"
                appearance="transparent"
                icon={<DismissRegular />}
                aria-label={text.remove(entry)}
                onClick={() => onChange(entries.filter((item) => item !== entry))}
              />
            </li>
          ))}
        </ul>
      )}
      <Field label={idLabel} hint={hint} {...fieldState(problem ?? error)}>
        {(control) => (
          <div className={s.adder}>
            <Input
              {...control}
              className={s.id}
              inputMode="numeric"
              disabled={!clientId}
              value={id}
              onChange={(_, data) => setId(data.value)}
              onKeyDown={onKeyDown}
            />
            <Button icon={<AddRegular />} disabled={!clientId} disabledFocusable={pending} onClick={() => void add()}>
              {text.add}
            </Button>
          </div>
        )}
      </Field>
    </div>
  );
}
