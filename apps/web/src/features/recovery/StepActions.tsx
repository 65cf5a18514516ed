import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { TEXT } from '@/strings/pt-BR';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'space-between', flexWrap: 'wrap' },
});

/** Voltar on the left, the step's submit button on the right. */
export function StepActions({ submitLabel, submitting, onBack }: { submitLabel: string; submitting: boolean; onBack: () => void }) {
  const s = useStyles();
  return (
    <div className={s.row}>
      <Button onClick={onBack}>{TEXT.common.back}</Button>
      <Button type="submit" appearance="primary" disabledFocusable={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
