import { Suspense, lazy, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import { ShieldKeyholeRegular } from '@fluentui/react-icons';
import type { ProviderInfo } from '@central/domain/api';
import { useRevalidator } from 'react-router';
import { useNotify } from '@/components/toaster';
import { StatusBadge } from '@/components/StatusBadge';
import { SECOND_FACTOR_TEXT } from '@/strings/second-factor.pt-BR';
import { providerEnrolment } from '@/features/second-factor/api';

/** The enrolment and its QR code's encoder come when the provider presses 'Ativar', not with the page. */
const SecondFactorDialog = lazy(async () => ({
  default: (await import('@/features/second-factor/SecondFactorDialog')).SecondFactorDialog,
}));

const text = SECOND_FACTOR_TEXT.enrolment;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** The provider's own second factor, optional: 'Ativa', or what it does and 'Ativar' (docs/decisions/024). */
export function ProviderSecondFactorSection({ provider }: { provider: ProviderInfo['provider'] }) {
  const s = useStyles();
  const [open, setOpen] = useState(false);
  const revalidator = useRevalidator();
  const notify = useNotify();
  const enabled = provider.two_factor.enabled;
  return (
    <section className={s.section} aria-labelledby="provider-second-factor">
      <div className={s.heading}>
        <Subtitle1 as="h2" id="provider-second-factor">
          {SECOND_FACTOR_TEXT.title}
        </Subtitle1>
        {enabled ? <StatusBadge state="enabled" text={text.on} /> : <StatusBadge state="disabled" text={text.off} />}
      </div>
      <Body1>{enabled ? text.onHint.provider : text.offHint}</Body1>
      {!enabled && (
        <Button icon={<ShieldKeyholeRegular />} onClick={() => setOpen(true)}>
          {text.start}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SecondFactorDialog
            who="provider"
            enabled={enabled}
            api={providerEnrolment}
            account={provider.client_id}
            onClose={() => setOpen(false)}
            onEnabled={() => {
              notify.success(text.activated);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
