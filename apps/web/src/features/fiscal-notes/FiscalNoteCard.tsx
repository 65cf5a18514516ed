import { useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { formatBrl, formatDateBr } from '@central/domain';
import type { FiscalNote } from '@central/domain/api';
import { MESSAGES } from '../../strings/pt-BR';
import { FINANCIAL_TEXT } from '../../strings/financial.pt-BR';
import { useCardStyles } from '../../components/card-styles';
import { useNotify } from '../../components/toaster';
import { savePdf } from '../../lib/download';
import { useSessionExpiry } from '../auth/useSessionExpiry';
import { downloadFiscalNote } from './api';

const useStyles = makeStyles({
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1 },
  type: {
    alignSelf: 'flex-start',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

const text = FINANCIAL_TEXT.fiscalNotes;

/** One note; clicking the card downloads its PDF, with a spinner on the card meanwhile. */
export function FiscalNoteCard({ note, month }: { note: FiscalNote; month: string }) {
  const [pending, setPending] = useState(false);
  const notify = useNotify();
  const sessionExpired = useSessionExpiry();
  const c = useCardStyles();
  const s = useStyles();

  async function download() {
    if (pending) return;
    setPending(true);
    try {
      const file = await downloadFiscalNote(note.id, month);
      savePdf(file.fileName, file.base64);
    } catch (error) {
      if (!sessionExpired(error)) notify.failure(MESSAGES.downloadFailure);
    } finally {
      setPending(false);
    }
  }

  return (
    <button type="button" className={mergeClasses(c.card, c.interactive)} aria-busy={pending} onClick={() => void download()}>
      <span className={c.header}>
        <span className={c.title}>{text.number(note.numero)}</span>
        {pending ? <Spinner size="extra-tiny" aria-label={FINANCIAL_TEXT.common.downloading} /> : <ArrowDownloadRegular className={s.icon} aria-hidden="true" />}
      </span>
      <span className={s.type}>{note.tipo}</span>
      <span className={c.muted}>
        {text.issueDate}: {formatDateBr(note.dataEmissao)}
      </span>
      <span className={c.muted}>
        {text.value}: {formatBrl(note.valor)}
      </span>
    </button>
  );
}
