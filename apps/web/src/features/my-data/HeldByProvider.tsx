import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import type { MyData } from '@central/domain/api';
import { MY_DATA_TEXT as text } from '@/strings/my-data.pt-BR';
import { ControllerContacts } from './ControllerContacts';

const useStyles = makeStyles({ section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** What the provider's ERP keeps (the Central only shows it): whose it is and whom to ask. */
export function HeldByProvider({ data }: { data: MyData }) {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby="my-data-provider">
      <Subtitle1 as="h2" id="my-data-provider">
        {text.provider}: {data.controller.alias}
      </Subtitle1>
      <Body1>{data.heldByProvider}</Body1>
      <ControllerContacts controller={data.controller} />
    </section>
  );
}
