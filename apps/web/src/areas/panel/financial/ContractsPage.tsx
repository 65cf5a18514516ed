import { Body1, Title2 } from '@fluentui/react-text';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useContracts } from '@/features/contracts/api';
import { AnnualSettlementForm } from '@/features/contracts/AnnualSettlementForm';
import { ContractCard } from '@/features/contracts/ContractCard';
import { readFailed } from '@/lib/read-failed';

const text = FINANCIAL_TEXT.contracts;

export function ContractsPage() {
  usePageTitle(text.title);
  const read = useContracts();
  const { data, error, mutate } = read;

  let content;
  if (readFailed(read)) content = <LoadFailure text={MESSAGES.contractsFailure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton count={2} />;
  else if (data.contracts.length === 0) content = <Body1>{text.empty}</Body1>;
  else
    content = (
      <>
        <CardGrid items={data.contracts} itemKey={(contract) => contract.id} label={text.title}>
          {(contract) => <ContractCard contract={contract} documentsAvailable={data.documentsAvailable} onUnlocked={() => void mutate()} />}
        </CardGrid>
        {data.documentsAvailable && <AnnualSettlementForm contracts={data.contracts} />}
      </>
    );

  return (
    <>
      <Title2 as="h1">{text.title}</Title2>
      {content}
    </>
  );
}
