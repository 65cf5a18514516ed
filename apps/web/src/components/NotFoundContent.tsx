import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Title2 } from '@fluentui/react-text';
import { useNavigate } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { usePageTitle } from './usePageTitle';
import { AstronautIllustration } from './AstronautIllustration';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
  },
});

/** The astronaut and 'Página não encontrada'; used alone as a page and inside the panel shell. */
export function NotFoundContent({ backTo = '/' }: { backTo?: string }) {
  usePageTitle(TEXT.notFound.title);
  const navigate = useNavigate();
  const s = useStyles();
  return (
    <section className={s.root}>
      <AstronautIllustration />
      <Title2 as="h1">{TEXT.notFound.title}</Title2>
      <Body1>{TEXT.notFound.description}</Body1>
      <Button appearance="primary" onClick={() => void navigate(backTo)}>
        {TEXT.common.back}
      </Button>
    </section>
  );
}
