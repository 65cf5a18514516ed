import { Caption1 } from '@fluentui/react-text';
import { TEXT } from '@/strings/pt-BR';
import { termsSections } from '@/strings/terms.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { TextDocumentPage, TextSectionView } from '@/components/TextDocumentPage';
import { useTenant } from '@/app/TenantContext';

export function TermsPage() {
  usePageTitle(TEXT.terms.title);
  const tenant = useTenant();
  const sections = termsSections({ ...tenant.legal, contactEmail: tenant.contact_email });

  return (
    <TextDocumentPage title={TEXT.terms.title}>
      <Caption1>{TEXT.terms.updatedAt}</Caption1>
      {sections.map((section) => (
        <TextSectionView key={section.heading} section={section} />
      ))}
    </TextDocumentPage>
  );
}
