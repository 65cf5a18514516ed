import { makeStyles, mergeClasses } from '@griffel/react';
import { Link } from 'react-router';
import type { SupportRequest } from '@central/domain/api';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { StatusBadge } from '@/components/StatusBadge';
import { firstLine, formatLocalDateTime, supportStatusChip } from './support-display';
import { SUPPORT_PATHS } from './paths';

const useStyles = makeStyles({
  preview: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const text = SUPPORT_TEXT.support;

/** One request in a list; the whole card opens its detail. */
export function SupportCard({ support }: { support: SupportRequest }) {
  const c = useCardStyles();
  const s = useStyles();
  const openedAt = formatLocalDateTime(support.createdAt);
  const preview = firstLine(support.message);
  return (
    <Link to={SUPPORT_PATHS.detail(support.id)} className={mergeClasses(c.card, c.interactive)}>
      <span className={c.header}>
        <span className={c.title}>{text.protocol(support.protocolo)}</span>
        <StatusBadge {...supportStatusChip(support)} />
      </span>
      <span>{support.subject}</span>
      {openedAt && (
        <span className={c.muted}>
          {text.openedAt}: {openedAt}
        </span>
      )}
      {preview && <span className={mergeClasses(c.muted, s.preview)}>{preview}</span>}
    </Link>
  );
}
