import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { useNavigate, useRouteError } from 'react-router';
import { TEXT } from '../strings/pt-BR';
import { errorMessage } from '../lib/http';
import { usePageTitle } from './usePageTitle';

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

/** When a page's data cannot be loaded (server down, 5xx): the message and a way to try again. */
export function RouteErrorPage() {
  const message = errorMessage(useRouteError());
  usePageTitle(message);
  const navigate = useNavigate();
  const s = useStyles();
  return (
    <main className={s.root}>
      <Body1 role="alert">{message}</Body1>
      <Button appearance="primary" onClick={() => navigate(0)}>
        {TEXT.common.tryAgain}
      </Button>
    </main>
  );
}
