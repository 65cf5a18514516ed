import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { EditRegular } from '@fluentui/react-icons';
import type { SupportDetail } from '@central/domain/api';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { LinkButton } from '@/components/LinkButton';
import { StatusBadge } from '@/components/StatusBadge';
import { formatLocalDateTime, supportStatusChip } from './support-display';
import { SUPPORT_PATHS } from './paths';
import { SupportConversation } from './SupportConversation';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '720px' },
  message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  actions: { display: 'flex' },
});

const text = SUPPORT_TEXT.support;

/** docs/product/subscriber.md#support-requests: protocol, status, opening date, subject, first message, then the conversation. */
export function SupportDetails({ detail }: { detail: SupportDetail }) {
  const { support, messages } = detail;
  const c = useCardStyles();
  const s = useStyles();
  return (
    <>
      <section className={mergeClasses(c.card, s.card)} aria-label={SUPPORT_TEXT.detail.title}>
        <DescriptionList
          items={[
            { term: text.protocolLabel, description: support.protocolo },
            { term: text.statusLabel, description: <StatusBadge {...supportStatusChip(support)} /> },
            { term: text.openedAt, description: formatLocalDateTime(support.createdAt) || SUPPORT_TEXT.none },
            { term: text.subject, description: support.subject },
            Boolean(support.contractId) && { term: text.contract, description: support.contractId },
            { term: text.message, description: <span className={s.message}>{support.message || SUPPORT_TEXT.none}</span> },
          ]}
        />
      </section>
      <SupportConversation messages={messages} />
      {support.status === 'in_progress' && (
        <div className={s.actions}>
          <LinkButton to={SUPPORT_PATHS.addMessage(support.id)} appearance="primary" icon={<EditRegular />}>
            {SUPPORT_TEXT.detail.newMessage}
          </LinkButton>
        </div>
      )}
    </>
  );
}
