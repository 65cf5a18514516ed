import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle1, Title2 } from '@fluentui/react-text';
import { MESSAGES } from '@central/domain';
import { useNavigate } from '../../router';
import { TEXT } from '../../strings/pt-BR';
import { PRIVACY_TEXT, privacySections } from '../../strings/privacy.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { LoadFailure } from '../../components/LoadFailure';
import { PageSpinner } from '../../components/PageSpinner';
import { useTenant } from '../../app/TenantContext';
import { readFailed } from '../../lib/read-failed';
import { usePrivacyNotice } from '../../features/my-data/api';
import { ControllerContacts } from '../../features/my-data/ControllerContacts';

const useStyles = makeStyles({
  root: {
    maxWidth: '760px',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  logo: { maxWidth: '200px', maxHeight: '64px', objectFit: 'contain', alignSelf: 'flex-start' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  paragraph: { margin: 0, overflowWrap: 'anywhere' },
  back: { alignSelf: 'flex-start' },
});

/** /aviso-de-privacidade: the provider's privacy notice (LGPD art. 9), public and linked from the sign-in page. */
export function PrivacyNoticePage() {
  usePageTitle(PRIVACY_TEXT.title);
  const tenant = useTenant();
  const navigate = useNavigate();
  const read = usePrivacyNotice();
  const s = useStyles();

  let content;
  if (readFailed(read)) content = <LoadFailure text={PRIVACY_TEXT.loadFailure} onRetry={() => void read.mutate()} />;
  else if (!read.data) content = <PageSpinner />;
  else {
    const { controller, retention } = read.data;
    content = (
      <>
        <section className={s.section}>
          <Subtitle1 as="h2">{PRIVACY_TEXT.controllerHeading}</Subtitle1>
          <Body1 as="p" className={s.paragraph}>
            {PRIVACY_TEXT.controller(controller.legalName, controller.legalDocument, controller.alias)}
          </Body1>
          <ControllerContacts controller={controller} />
        </section>
        {privacySections(retention, MESSAGES.myDataHeldByProvider).map((section) => (
          <section key={section.heading} className={s.section}>
            <Subtitle1 as="h2">{section.heading}</Subtitle1>
            {section.paragraphs.map((paragraph) => (
              <Body1 as="p" key={paragraph} className={s.paragraph}>
                {paragraph}
              </Body1>
            ))}
          </section>
        ))}
      </>
    );
  }

  return (
    <main className={s.root}>
      {tenant.horizontal_logo_url && <img className={s.logo} src={tenant.horizontal_logo_url} alt={tenant.alias} />}
      <Title2 as="h1">{PRIVACY_TEXT.title}</Title2>
      {content}
      <Button className={s.back} onClick={() => navigate('/')}>
        {TEXT.common.back}
      </Button>
    </main>
  );
}
