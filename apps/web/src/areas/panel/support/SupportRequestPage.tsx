import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title2 } from '@fluentui/react-text';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { CreatedSupport } from '@central/domain/api';
import { MESSAGES } from '@/strings/pt-BR';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { useCardStyles } from '@/components/card-styles';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { browserStorage } from '@/lib/storage';
import { useShortContracts } from '@/features/contracts/api';
import { useCustomerDetails } from '@/features/customer/api';
import { SUPPORT_KEYS, useSupportSubjects } from '@/features/support/api';
import { SUPPORT_PATHS } from '@/features/support/paths';
import { rememberSupportAdded } from '@/features/support/support-added-flag';
import { contactPhoneFrom } from '@/features/support/support-request-schema';
import { supportDraftOf } from '@/features/support/support-draft';
import { SupportRequestForm } from '@/features/support/SupportRequestForm';
import { readFailed } from '@/lib/read-failed';

const useStyles = makeStyles({
  card: { maxWidth: '640px', gap: tokens.spacingVerticalL },
});

const title = SUPPORT_TEXT.request.title;

/** 'Solicitar Atendimento': subject, contract, contact phone and message; on success the in-progress list. */
export function SupportRequestPage() {
  usePageTitle(title);
  const subjects = useSupportSubjects();
  const contracts = useShortContracts();
  // Only to start the phone field; without it the person types the number.
  const customer = useCustomerDetails();
  const navigate = useNavigate();
  // Opened from 'Minha conexão': its diagnosis, in the history entry (a reload keeps it; another visit has none).
  const draft = supportDraftOf(useLocation().state);
  const { mutate } = useSWRConfig();
  const c = useCardStyles();
  const s = useStyles();

  async function requested(created: CreatedSupport) {
    rememberSupportAdded(browserStorage('session'), created.protocolo);
    // The list cached before this request would show without it; it loads afresh instead.
    await mutate(SUPPORT_KEYS.inProgress, undefined, { revalidate: false });
    await navigate(SUPPORT_PATHS.inProgress);
  }

  let content;
  if (readFailed(subjects)) {
    content = <LoadFailure text={MESSAGES.supportSubjectsFailure} onRetry={() => void subjects.mutate()} />;
  } else if (readFailed(contracts)) {
    content = <LoadFailure text={MESSAGES.contractsFailure} onRetry={() => void contracts.mutate()} />;
  } else if (!subjects.data || !contracts.data || (!customer.data && !customer.error)) {
    content = <CardListSkeleton count={1} />;
  } else {
    content = (
      <div className={mergeClasses(c.card, s.card)}>
        <SupportRequestForm
          subjects={subjects.data.subjects}
          contracts={contracts.data.contracts}
          initialPhone={contactPhoneFrom(customer.data?.phone)}
          draft={draft}
          onRequested={requested}
        />
      </div>
    );
  }

  return (
    <>
      <Title2 as="h1">{title}</Title2>
      {content}
    </>
  );
}
