import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { ConnectionStatus, ContractConnection } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { LinkButton } from '@/components/LinkButton';
import { RouterLink } from '@/components/RouterLink';
import { StatusBadge } from '@/components/StatusBadge';
import { INVOICE_PATHS } from '@/features/invoices/invoice-display';
import { dbmText, isUp, onlineChip, signalChip } from './connection-display';
import { verdictIntent } from './verdict-intent';
import { ConnectionActions } from './ConnectionActions';
import { RouterFacts } from './RouterFacts';
import { SupportRequestLink } from './SupportRequestLink';
import { connectionFactText, signalFactText, sinceText } from './support-diagnosis';
import { CONTRACTS_PATH, SPEED_TEST_PATH } from './paths';

const text = CONNECTION_TEXT;

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  fact: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  links: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export type ConnectionCardProps = {
  contract: ContractConnection;
  /** When the facts were read (ISO), written into a support request's diagnosis. */
  checkedAt: string;
  /** The provider offers a speed test (its page is in the menu). */
  speedTest: boolean;
  /** The provider's WhatsApp chat when it takes support requests there. */
  supportChat: string | null;
  recheck: () => Promise<ConnectionStatus | undefined>;
};

/**
 * One contract's connection (docs/product/connection.md#what-the-page-shows): the verdict first, then each fact, or in
 * its place why it could not be read; what the subscriber can do about it last.
 */
export function ConnectionCard({ contract, checkedAt, speedTest, supportChat, recheck }: ConnectionCardProps) {
  const c = useCardStyles();
  const s = useStyles();
  const id = `connection-${contract.contract_id}`;
  return (
    <section className={mergeClasses(c.card, s.card)} aria-labelledby={id}>
      <header className={c.header}>
        <Subtitle1 as="h2" id={id}>
          {contract.description}
        </Subtitle1>
        {contract.plan_speed && <span className={c.muted}>{text.planSpeed(contract.plan_speed)}</span>}
      </header>
      <MessageBar intent={verdictIntent(contract.verdict_kind)} layout="multiline" role="status" aria-labelledby={undefined}>
        <MessageBarBody>{contract.verdict}</MessageBarBody>
      </MessageBar>
      {contract.blocked && (
        <div className={s.links}>
          <LinkButton to={INVOICE_PATHS.toPay} appearance="primary">
            {text.seeBills}
          </LinkButton>
          <LinkButton to={CONTRACTS_PATH}>{text.trustUnlock}</LinkButton>
        </div>
      )}
      <DescriptionList
        items={[
          { term: text.connection, description: <ConnectionFact contract={contract} /> },
          { term: text.signal, description: <SignalFact contract={contract} /> },
        ]}
      />
      {speedTest && isUp(contract) && (
        <div>
          <RouterLink to={SPEED_TEST_PATH}>{text.speedTest}</RouterLink>
        </div>
      )}
      <RouterFacts contract={contract} headingId={`${id}-router`} />
      <ConnectionActions contract={contract} recheck={recheck} />
      <SupportRequestLink contract={contract} checkedAt={checkedAt} chat={supportChat} />
    </section>
  );
}

function ConnectionFact({ contract }: { contract: ContractConnection }) {
  const s = useStyles();
  if (contract.online === null) return connectionFactText(contract);
  const since = sinceText(contract);
  return (
    <span className={s.fact}>
      <StatusBadge {...onlineChip(contract.online)} />
      {since && <span>{since}</span>}
    </span>
  );
}

function SignalFact({ contract }: { contract: ContractConnection }) {
  const s = useStyles();
  if (contract.signal_dbm === null) return signalFactText(contract);
  return (
    <span className={s.fact}>
      <span>{dbmText(contract.signal_dbm)}</span>
      {contract.signal && <StatusBadge {...signalChip(contract.signal)} />}
    </span>
  );
}
