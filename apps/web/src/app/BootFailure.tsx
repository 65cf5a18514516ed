import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { FluentProvider } from '@fluentui/react-provider';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { MESSAGES, TEXT } from '../strings/pt-BR';
import { fluentThemeFor } from './tenant-theme';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    textAlign: 'center',
  },
});

/** The theme could not be loaded (server down): nothing else can be shown without knowing the provider. */
export function BootFailure() {
  const s = useStyles();
  return (
    <FluentProvider theme={fluentThemeFor(null)}>
      <main className={s.root}>
        <Body1 role="alert">{MESSAGES.serverFailure}</Body1>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {TEXT.common.tryAgain}
        </Button>
      </main>
    </FluentProvider>
  );
}
