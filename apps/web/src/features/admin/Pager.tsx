import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { pageCount } from './paging';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
});

type Props = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** 'Anterior' and 'Próxima' over pages of 50 providers; hidden while everything fits in one page. */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const s = useStyles();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={s.root} aria-label={ADMIN_TEXT.list.pageOf(page, pages, total)}>
      <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ADMIN_TEXT.list.previous}
      </Button>
      <Body1>{ADMIN_TEXT.list.pageOf(page, pages, total)}</Body1>
      <Button icon={<ChevronRightRegular />} iconPosition="after" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {ADMIN_TEXT.list.next}
      </Button>
    </nav>
  );
}
