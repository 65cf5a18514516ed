import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Caption1, Subtitle1, Title2 } from '@fluentui/react-text';
import { useNavigate } from '../../router';
import { TEXT } from '../../strings/pt-BR';
import { termsSections } from '../../strings/terms.pt-BR';
import { usePageTitle } from '../../components/usePageTitle';
import { useTenant } from '../../app/TenantContext';

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
  // The provider's e-mail address in the text is one long word: it breaks rather than widening the page at 320 px.
  paragraph: { margin: 0, overflowWrap: 'anywhere' },
  back: { alignSelf: 'flex-start' },
});

export function TermsPage() {
  usePageTitle(TEXT.terms.title);
  const tenant = useTenant();
  const navigate = useNavigate();
  const s = useStyles();
  const sections = termsSections({ ...tenant.legal, contactEmail: tenant.contact_email });

  return (
    <main className={s.root}>
      {tenant.horizontal_logo_url && <img className={s.logo} src={tenant.horizontal_logo_url} alt={tenant.alias} />}
      <Title2 as="h1">{TEXT.terms.title}</Title2>
      <Caption1>{TEXT.terms.updatedAt}</Caption1>
      {sections.map((section) => (
        <section key={section.heading} className={s.section}>
          <Subtitle1 as="h2">{section.heading}</Subtitle1>
          {section.paragraphs.map((paragraph) => (
            <Body1 as="p" key={paragraph} className={s.paragraph}>
              {paragraph}
            </Body1>
          ))}
        </section>
      ))}
      <Button className={s.back} onClick={() => navigate('/')}>
        {TEXT.common.back}
      </Button>
    </main>
  );
}
