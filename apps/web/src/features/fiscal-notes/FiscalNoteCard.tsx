import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { formatBrl, formatDateBr } from '@central/domain';
import type { FiscalNote } from '@central/domain/api';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { usePdfDownload } from '@/features/documents/usePdfDownload';
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
  const { pending, download } = usePdfDownload({ failure: () => MESSAGES.downloadFailure });
  const c = useCardStyles();
  const s = useStyles();

  return (
    <button
      type="button"
      className={mergeClasses(c.card, c.interactive)}
      aria-busy={pending}
      onClick={() => void download(() => downloadFiscalNote(note.id, month))}
    >
      <span className={c.header}>
        <span className={c.title}>{text.number(note.numero)}</span>
        {pending ? (
          <Spinner size="extra-tiny" aria-label={FINANCIAL_TEXT.common.downloading} />
        ) : (
          <ArrowDownloadRegular className={s.icon} aria-hidden="true" />
        )}
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
