import { useState, type FormEvent } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Subtitle1 } from '@fluentui/react-text';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { Contract } from '@central/domain/api';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { failureText } from '@/lib/failure-text';
import { usePdfDownload } from '@/features/documents/usePdfDownload';
import { downloadAnnualSettlement } from './api';
import { settlementYears } from './settlement-years';

const useStyles = makeStyles({
  section: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  field: { minWidth: '200px', flexGrow: 1, maxWidth: '360px' },
});

const text = FINANCIAL_TEXT.contracts;
/** The server explains a refused year (e.g. open invoices in it) with 409; other failures get the product's text. */
const EXPLAINED = [409];

/** 'Quitação Anual de Débitos': pick a contract and a year, then download the statement. */
export function AnnualSettlementForm({ contracts }: { contracts: Pick<Contract, 'id' | 'description'>[] }) {
  // One contract: nothing to choose, it comes selected.
  const [contractId, setContractId] = useState(contracts.length === 1 ? contracts[0]!.id : '');
  const [year, setYear] = useState('');
  const { pending, download } = usePdfDownload({
    success: MESSAGES.annualSettlementDownloaded,
    failure: (error) => failureText(error, MESSAGES.annualSettlementFailure, EXPLAINED),
  });
  const c = useCardStyles();
  const s = useStyles();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!contractId || !year) return;
    await download(async () => {
      const file = await downloadAnnualSettlement(contractId, Number(year));
      return { fileName: file.fileName, base64: file.annualDebtSettlement };
    });
  }

  return (
    <section className={mergeClasses(c.card, s.section)} aria-labelledby="annual-settlement">
      <Subtitle1 as="h2" id="annual-settlement">
        {text.settlementTitle}
      </Subtitle1>
      <form className={s.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={text.settlementContract} className={s.field}>
          <Select value={contractId} onChange={(_, data) => setContractId(data.value)}>
            <option value="">{FINANCIAL_TEXT.common.choose}</option>
            {contracts.map((contract) => (
              <option key={contract.id} value={contract.id}>
                {contract.description ? `${text.contract(contract.id)} - ${contract.description}` : text.contract(contract.id)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={text.settlementYear} className={s.field}>
          <Select value={year} onChange={(_, data) => setYear(data.value)}>
            <option value="">{FINANCIAL_TEXT.common.choose}</option>
            {settlementYears().map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabled={!contractId || !year}
          disabledFocusable={pending}
          icon={pending ? <ButtonSpinner /> : <ArrowDownloadRegular />}
        >
          {text.settlementDownload}
        </Button>
      </form>
    </section>
  );
}
