import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle1 } from '@fluentui/react-text';
import type { SupportMessage } from '@central/domain/api';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { formatLocalDateTime } from './support-display';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxWidth: '85%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    alignSelf: 'flex-start',
  },
  own: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: { display: 'flex', flexWrap: 'wrap', gap: `0 ${tokens.spacingHorizontalS}`, fontSize: tokens.fontSizeBase200 },
  author: { fontWeight: tokens.fontWeightSemibold },
  date: { color: tokens.colorNeutralForeground2 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

const text = SUPPORT_TEXT.detail;

/** The messages after the opening one: the attendant's on the left, the subscriber's ('Você') on the right. */
export function SupportConversation({ messages }: { messages: SupportMessage[] }) {
  const s = useStyles();
  return (
    <section className={s.section} aria-labelledby="support-conversation">
      <Subtitle1 as="h2" id="support-conversation">
        {text.conversation}
      </Subtitle1>
      {messages.length === 0 ? (
        <Body1>{text.noMessages}</Body1>
      ) : (
        <ol className={s.list}>
          {messages.map((message) => (
            <li key={message.id} className={mergeClasses(s.message, !message.ATTENDANT && s.own)}>
              <span className={s.meta}>
                <span className={s.author}>{message.ATTENDANT?.nome ?? text.you}</span>
                {message.data && (
                  <time className={s.date} dateTime={message.data}>
                    {formatLocalDateTime(message.data)}
                  </time>
                )}
              </span>
              <span className={s.text}>{message.mensagem}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
