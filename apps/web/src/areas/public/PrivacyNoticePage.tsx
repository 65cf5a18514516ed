import { MESSAGES } from '@central/domain';
import { PRIVACY_TEXT, privacySections } from '@/strings/privacy.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { LoadFailure } from '@/components/LoadFailure';
import { PageSpinner } from '@/components/PageSpinner';
import { TextDocumentPage, TextSectionView } from '@/components/TextDocumentPage';
import { readFailed } from '@/lib/read-failed';
import { usePrivacyNotice } from '@/features/my-data/api';
import { ControllerContacts } from '@/features/my-data/ControllerContacts';

/** /aviso-de-privacidade: the provider's privacy notice (LGPD art. 9), public and linked from the sign-in page. */
export function PrivacyNoticePage() {
  usePageTitle(PRIVACY_TEXT.title);
  const read = usePrivacyNotice();

  let content;
  if (readFailed(read)) content = <LoadFailure text={PRIVACY_TEXT.loadFailure} onRetry={() => void read.mutate()} />;
  else if (!read.data) content = <PageSpinner />;
  else {
    const { controller, retention } = read.data;
    const controllerSection = {
      heading: PRIVACY_TEXT.controllerHeading,
      paragraphs: [PRIVACY_TEXT.controller(controller.legalName, controller.legalDocument, controller.alias)],
    };
    content = (
      <>
        <TextSectionView section={controllerSection}>
          <ControllerContacts controller={controller} />
        </TextSectionView>
        {privacySections(retention, MESSAGES.myDataHeldByProvider).map((section) => (
          <TextSectionView key={section.heading} section={section} />
        ))}
      </>
    );
  }

  return <TextDocumentPage title={PRIVACY_TEXT.title}>{content}</TextDocumentPage>;
}
