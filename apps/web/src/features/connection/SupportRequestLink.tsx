import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { PersonSupportRegular } from '@fluentui/react-icons';
import { useHref, useLinkClickHandler } from 'react-router';
import type { ContractConnection } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { SUPPORT_PATHS } from '@/features/support/paths';
import { supportDraftState } from '@/features/support/support-draft';
import { supportDraftFor } from './support-diagnosis';

const text = CONNECTION_TEXT;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Props = {
  contract: ContractConnection;
  checkedAt: string;
  /** The provider's WhatsApp chat, for providers that take requests there (their menu has no request form). */
  chat: string | null;
};

/**
 * 'Ainda com problema? Abrir chamado': the support request form with this contract, a subject about the problem and
 * the diagnosis in its message; with a provider that takes requests on WhatsApp, its chat with the diagnosis typed in.
 */
export function SupportRequestLink({ contract, checkedAt, chat }: Props) {
  const s = useStyles();
  const draft = supportDraftFor(contract, checkedAt);
  const state = supportDraftState(draft);
  const href = useHref(SUPPORT_PATHS.request);
  const follow = useLinkClickHandler<HTMLAnchorElement>(SUPPORT_PATHS.request, { state });
  const button = chat ? (
    <Button
      as="a"
      href={`${chat}?text=${encodeURIComponent(draft.message.trim())}`}
      target="_blank"
      rel="noopener noreferrer"
      icon={<PersonSupportRegular />}
    >
      {text.openSupport}
    </Button>
  ) : (
    <Button as="a" href={href} onClick={follow} icon={<PersonSupportRegular />}>
      {text.openSupport}
    </Button>
  );
  return (
    <div className={s.row}>
      <Body1>{text.stillProblem}</Body1>
      {button}
    </div>
  );
}
