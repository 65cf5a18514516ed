import { makeStyles } from '@griffel/react';
import { NotFoundContent } from './NotFoundContent';

const useStyles = makeStyles({
  root: { minHeight: '100dvh', display: 'grid', placeItems: 'center' },
});

export function NotFoundPage() {
  const s = useStyles();
  return (
    <main className={s.root}>
      <NotFoundContent />
    </main>
  );
}
