import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { TEXT } from '@/strings/pt-BR';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
  },
});

/** A whole screen saying what failed, with 'Tentar novamente'. */
export function FailureScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const s = useStyles();
  return (
    <main className={s.root}>
      <Body1 role="alert">{message}</Body1>
      <Button appearance="primary" onClick={onRetry}>
        {TEXT.common.tryAgain}
      </Button>
    </main>
  );
}
