import { useId, useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { formatDateBr } from '@central/domain';
import type { Contract } from '@central/domain/api';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { DescriptionList } from '@/components/DescriptionList';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { StatusBadge } from '@/components/StatusBadge';
import { formatAddress } from '@/lib/address';
import { ContractDownloadButton } from './ContractDownloadButton';
import { contractStatusChip } from './contract-status';
import { TrustUnlockButton } from './TrustUnlockButton';
import { trustUnlockReason } from './trust-unlock-reason';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  services: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const text = FINANCIAL_TEXT.contracts;

type Props = { contract: Contract; documentsAvailable: boolean; onUnlocked: () => void };

export function ContractCard({ contract, documentsAvailable, onUnlocked }: Props) {
  const headingId = useId();
  const c = useCardStyles();
  const s = useStyles();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  return (
    <article className={mergeClasses(c.card, s.card)} aria-labelledby={headingId}>
      <div className={c.header}>
        <Subtitle1 as="h2" id={headingId}>
          {text.contract(contract.id)}
        </Subtitle1>
        <StatusBadge {...contractStatusChip(contract.status)} />
      </div>
      {contract.description && <span className={c.muted}>{contract.description}</span>}
      <DescriptionList
        items={[
          { term: text.activationDate, description: contract.activationDate ? formatDateBr(contract.activationDate) : text.none },
          { term: text.address, description: formatAddress(contract.address) || text.none },
          {
            term: text.services,
            description:
              contract.services.length === 0 ? (
                text.none
              ) : (
                <ul className={s.services}>
                  {contract.services.map((service) => (
                    <li key={service.id}>{service.name}</li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
      {contract.trustUnlock.reason && <span className={c.muted}>{trustUnlockReason(contract.trustUnlock)}</span>}
      <FormMessage notice={notice} />
      {(contract.trustUnlock.available || documentsAvailable) && (
        <div className={s.actions}>
          {contract.trustUnlock.available && (
            <TrustUnlockButton
              contractId={contract.id}
              onUnlocked={onUnlocked}
              onUnconfirmed={(text) => setNotice(text ? { intent: 'warning', text } : null)}
            />
          )}
          {documentsAvailable && <ContractDownloadButton contractId={contract.id} />}
        </div>
      )}
    </article>
  );
}
