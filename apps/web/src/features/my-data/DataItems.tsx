import { useId, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle1, Subtitle2 } from '@fluentui/react-text';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { DescriptionList, type Description } from '@/components/DescriptionList';
import { MY_DATA_TEXT } from '@/strings/my-data.pt-BR';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export type DataItem = { key: string; title: string; details: (Description | false | null)[]; action?: ReactNode };

/** One kind of data the portal keeps: a heading, an optional note and action, and one card per item (or 'Nenhum registro.'). */
export function DataSection({ title, note, action, items }: { title: string; note?: string; action?: ReactNode; items: DataItem[] }) {
  const s = useStyles();
  const c = useCardStyles();
  const id = useId();
  return (
    <section className={s.section} aria-labelledby={id}>
      <div className={s.header}>
        <Subtitle1 as="h2" id={id}>
          {title}
        </Subtitle1>
        {action}
      </div>
      {note && <Body1>{note}</Body1>}
      {items.length === 0 ? (
        <Body1>{MY_DATA_TEXT.none}</Body1>
      ) : (
        <CardGrid items={items} itemKey={(item) => item.key} labelledBy={id}>
          {(item) => (
            <article className={c.card}>
              <div className={c.header}>
                <Subtitle2 as="h3">{item.title}</Subtitle2>
                {item.action}
              </div>
              <DescriptionList items={item.details} />
            </article>
          )}
        </CardGrid>
      )}
    </section>
  );
}
