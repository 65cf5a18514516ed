import { Title2 } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useTenant } from '@/app/TenantContext';
import { usePageTitle } from '@/components/usePageTitle';
import { useSession } from '@/areas/panel/session';
import { SPEED_TEST_TEXT } from '@/strings/speed-test.pt-BR';
import { speedTestUrl } from '@/features/tenant/feature-flags';
import { SpeedTestFrame, SpeedTestUnavailable } from './SpeedTestFrame';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * /panel/speed-test: the speed test of the 'speed_test->URL' flag (theme or session), or the warning of
 * docs/product/subscriber.md#speed-test.
 */
export function SpeedTestPage() {
  usePageTitle(SPEED_TEST_TEXT.pageTitle);
  const s = useStyles();
  const tenant = useTenant();
  const session = useSession();
  const url = speedTestUrl([...tenant.feature_flags, ...session.featureFlags]);
  return (
    <section className={s.page}>
      <Title2 as="h1">{SPEED_TEST_TEXT.heading}</Title2>
      {url ? <SpeedTestFrame url={url} /> : <SpeedTestUnavailable />}
    </section>
  );
}
