import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle1, Title2 } from '@fluentui/react-text';
import { useNavigate } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import type { TermsSection } from '@/strings/terms.pt-BR';
import { useTenant } from '@/app/TenantContext';

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

/** A public page of text under the provider's logo (the terms, the privacy notice), with 'Voltar' to sign-in. */
export function TextDocumentPage({ title, children }: { title: string; children: ReactNode }) {
  const tenant = useTenant();
  const navigate = useNavigate();
  const s = useStyles();
  return (
    <main className={s.root}>
      {tenant.horizontal_logo_url && <img className={s.logo} src={tenant.horizontal_logo_url} alt={tenant.alias} />}
      <Title2 as="h1">{title}</Title2>
      {children}
      <Button className={s.back} onClick={() => void navigate('/')}>
        {TEXT.common.back}
      </Button>
    </main>
  );
}

/** One heading and its paragraphs, as the text pages draw them; `children` come after the paragraphs. */
export function TextSectionView({ section, children }: { section: TermsSection; children?: ReactNode }) {
  const s = useStyles();
  return (
    <section className={s.section}>
      <Subtitle1 as="h2">{section.heading}</Subtitle1>
      {section.paragraphs.map((paragraph) => (
        <Body1 as="p" key={paragraph} className={s.paragraph}>
          {paragraph}
        </Body1>
      ))}
      {children}
    </section>
  );
}
