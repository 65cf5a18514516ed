import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import type { CustomerAppView } from '@central/domain/api';
import { APPS_TEXT } from '@/strings/apps.pt-BR';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL },
  image: { width: '64px', height: '64px', objectFit: 'contain', flexShrink: 0, borderRadius: tokens.borderRadiusLarge },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** An app page's heading: the app's image and name, and the contract it is on. */
export function AppHeader({ app }: { app: Pick<CustomerAppView, 'name' | 'image' | 'contract'> }) {
  const s = useStyles();
  return (
    <header className={s.header}>
      <img src={app.image} alt="" className={s.image} />
      <div className={s.heading}>
        <Title2 as="h1">{app.name}</Title2>
        <Body1 className={s.muted}>{APPS_TEXT.contract(app.contract.id, app.contract.description)}</Body1>
      </div>
    </header>
  );
}
