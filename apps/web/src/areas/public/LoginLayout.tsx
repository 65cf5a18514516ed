import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Outlet } from 'react-router';
import { useTenant } from '@/app/TenantContext';
import { tenantTokens } from '@/app/tenant-theme';
import { CenteredCard } from '@/components/CenteredCard';

const useStyles = makeStyles({
  backdrop: {
    backgroundImage: `linear-gradient(135deg, ${tenantTokens.primary}, ${tenantTokens.secondary})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  },
  card: { boxShadow: tokens.shadow28 },
  logo: { alignSelf: 'center', maxWidth: '180px', maxHeight: '120px', objectFit: 'contain' },
});

/** Sign-in and recovery pages: a card over the provider's background, under its vertical logo. */
export function LoginLayout() {
  const tenant = useTenant();
  const s = useStyles();
  const background = tenant.login_background_url ? { backgroundImage: `url(${JSON.stringify(tenant.login_background_url)})` } : undefined;
  return (
    <CenteredCard backdropClassName={s.backdrop} backdropStyle={background} cardClassName={s.card}>
      {tenant.vertical_logo_url && <img className={s.logo} src={tenant.vertical_logo_url} alt={tenant.alias} />}
      <Outlet />
    </CenteredCard>
  );
}
