import { useMemo, useState } from 'react';
import { Body1, Title2 } from '@fluentui/react-text';
import { MESSAGES } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { usePageTitle } from '@/components/usePageTitle';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { useFiscalNotes } from '@/features/fiscal-notes/api';
import { FiscalNoteCard } from '@/features/fiscal-notes/FiscalNoteCard';
import { MonthPicker } from '@/features/fiscal-notes/MonthPicker';
import { createdAt, currentMonth } from '@/features/fiscal-notes/months';
import { readFailed } from '@/lib/read-failed';

const text = FINANCIAL_TEXT.fiscalNotes;

export function FiscalNotesPage() {
  usePageTitle(text.title);
  const now = useMemo(() => currentMonth(), []);
  const [selected, setSelected] = useState(now);
  const month = createdAt(selected);
  const read = useFiscalNotes(month);
  const { data, error, mutate } = read;

  let content;
  if (readFailed(read)) content = <LoadFailure text={MESSAGES.nfsFailure} onRetry={() => void mutate()} />;
  else if (!data || error) content = <CardListSkeleton />;
  else if (data.nfs.length === 0) content = <Body1>{text.empty}</Body1>;
  else
    content = (
      <CardGrid items={data.nfs} itemKey={(note) => note.id} label={text.title}>
        {(note) => <FiscalNoteCard note={note} month={month} />}
      </CardGrid>
    );

  return (
    <>
      <Title2 as="h1">{text.title}</Title2>
      <MonthPicker value={selected} now={now} onChange={setSelected} />
      {content}
    </>
  );
}
