import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Outlet } from 'react-router';
import { useTenant } from '../../app/TenantContext';
import { tenantTokens } from '../../app/tenant-theme';

const useStyles = makeStyles({
  root: {
    minHeight: '100dvh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    backgroundImage: `linear-gradient(135deg, ${tenantTokens.primary}, ${tenantTokens.secondary})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
  },
  logo: { alignSelf: 'center', maxWidth: '180px', maxHeight: '120px', objectFit: 'contain' },
});

/** Sign-in and recovery pages: a card over the provider's background, under its vertical logo. */
export function LoginLayout() {
  const tenant = useTenant();
  const s = useStyles();
  const background = tenant.login_background_url
    ? { backgroundImage: `url(${JSON.stringify(tenant.login_background_url)})` }
    : undefined;
  return (
    <main className={s.root} style={background}>
      <div className={s.card}>
        {tenant.vertical_logo_url && <img className={s.logo} src={tenant.vertical_logo_url} alt={tenant.alias} />}
        <Outlet />
      </div>
    </main>
  );
}
