import { useId, useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Caption1, Subtitle2 } from '@fluentui/react-text';
import type { IntegrationCheckAnswer } from '@central/domain/api';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { ButtonSpinner } from '@/components/ButtonSpinner';
import { LoadFailure } from '@/components/LoadFailure';
import { useNotify } from '@/components/toaster';
import { readFailed } from '@/lib/read-failed';
import { formatDateTime } from './date-time';
import { runIntegrationCheck, useIntegrationCheck } from './integration-check-api';
import { isAuthFailure } from './useAdminAuthFailure';
import { useSectionStyles } from './section-styles';

const text = ADMIN_TEXT.integrationCheck;

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // State colours come from Fluent's status palette, never from the provider's brand.
  status: {
    gridRow: 'span 2',
    alignSelf: 'start',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  ok: { color: tokens.colorPaletteGreenForeground1, backgroundColor: tokens.colorPaletteGreenBackground1 },
  failed: { color: tokens.colorPaletteRedForeground1, backgroundColor: tokens.colorPaletteRedBackground1 },
  unverifiable: { color: tokens.colorNeutralForeground2, backgroundColor: tokens.colorNeutralBackground3 },
  title: { fontWeight: tokens.fontWeightSemibold },
  detail: { overflowWrap: 'anywhere' },
});

/**
 * 'Testar integrações' on a provider's page: one button runs a read-only check of every system the provider's portal
 * talks to (the server's, docs/product/integration-check.md), and each check shows as a line, green, red or neutral,
 * with what to fix. The last result is kept on the server, so it shows again with when and by whom it was made.
 */
export function IntegrationCheckPanel({ clientId }: { clientId: string }) {
  const s = useStyles();
  const section = useSectionStyles();
  const notify = useNotify();
  const read = useIntegrationCheck(clientId);
  const [running, setRunning] = useState(false);
  const titleId = useId();

  const run = async () => {
    if (running) return;
    setRunning(true);
    try {
      await read.mutate(await runIntegrationCheck(clientId), { revalidate: false });
    } catch (error) {
      if (!isAuthFailure(error)) notify.failure(text.runFailure);
    } finally {
      setRunning(false);
    }
  };

  let content;
  if (read.error && isAuthFailure(read.error)) content = null;
  else if (readFailed(read)) content = <LoadFailure text={text.loadFailure} onRetry={() => void read.mutate()} />;
  else if (read.data) content = <CheckResult check={read.data.check} />;

  return (
    <section className={section.section} aria-labelledby={titleId} aria-busy={running}>
      <div className={s.header}>
        <Subtitle2 as="h2" id={titleId}>
          {text.title}
        </Subtitle2>
        <Button appearance="primary" disabled={running} icon={running ? <ButtonSpinner /> : undefined} onClick={() => void run()}>
          {running ? text.running : text.run}
        </Button>
      </div>
      <Caption1>{text.hint}</Caption1>
      {content}
    </section>
  );
}

function CheckResult({ check }: { check: IntegrationCheckAnswer['check'] }) {
  const s = useStyles();
  if (!check) return <Body1>{text.never}</Body1>;
  const failed = check.lines.filter((line) => line.status === 'failed').length;
  return (
    <>
      <Body1>
        {text.last(formatDateTime(check.checked_at), check.checked_by)} {text.summary(failed, check.lines.length)}
      </Body1>
      <ul className={s.list} aria-label={text.title}>
        {check.lines.map((line) => (
          <li key={line.id} className={s.item}>
            <span className={mergeClasses(s.status, s[line.status])}>{text.statuses[line.status]}</span>
            <Body1 className={s.title}>{line.title}</Body1>
            <Body1 className={s.detail}>
              <TextWithCode text={line.detail} />
            </Body1>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A line's detail, where the names a provider must find in IXC (its tables) come in backticks: shown as code. */
function TextWithCode({ text }: { text: string }) {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
