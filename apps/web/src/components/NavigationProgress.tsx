import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useNavigation } from 'react-router';
import { TEXT } from '@/strings/pt-BR';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    zIndex: 1000,
    height: '3px',
    width: '40%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: {
      from: { transform: 'translateX(-100%)' },
      to: { transform: 'translateX(250%)' },
    },
    animationDuration: '1.2s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
  },
});

/** A thin bar while the next page's code or data loads: the ERP behind the server can take over a second. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const s = useStyles();
  if (navigation.state === 'idle') return null;
  return <div className={s.bar} role="progressbar" aria-label={TEXT.common.loading} />;
}
