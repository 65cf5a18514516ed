import { useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ArrowClockwiseRegular, PlugDisconnectedRegular } from '@fluentui/react-icons';
import type { ConnectionStatus, ContractConnection } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { ConfirmDialog, useConfirmation } from '@/components/ConfirmDialog';
import { FormMessage, type FormNotice } from '@/components/FormMessage';
import { errorMessage, isApiError } from '@/lib/http';
import { useSessionExpiry } from '@/features/auth/useSessionExpiry';
import { rebootRouter, reconnect } from './api';

const text = CONNECTION_TEXT;

/**
 * After a reconnect the status is read again at these moments until the session is back: the router dials within
 * seconds, IXC says so a little later, and 'Aguarde até 2 minutos' is the promise.
 */
export const REREAD_AFTER_MS = [10_000, 30_000, 60_000, 120_000] as const;
const PAUSES_MS = REREAD_AFTER_MS.map((at, index) => at - (REREAD_AFTER_MS[index - 1] ?? 0));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Props = {
  contract: ContractConnection;
  /** Reads the status again (bypassing the page's copy) and gives the new answer. */
  recheck: () => Promise<ConnectionStatus | undefined>;
};

/** A refusal (a limit, a contract without a login) in the server's words as a warning; anything else as an error. */
const failureNotice = (error: unknown): FormNotice => ({
  intent: isApiError(error) && error.status >= 400 && error.status < 500 ? 'warning' : 'error',
  text: errorMessage(error),
});

/**
 * 'Reconectar' and 'Reiniciar roteador' (docs/product/connection.md#what-the-subscriber-can-do), each after a question;
 * the server's answer stays in the card, and after a reconnect the card says whether the connection came back.
 */
export function ConnectionActions({ contract, recheck }: Props) {
  const s = useStyles();
  const sessionExpired = useSessionExpiry();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const followUp = useFollowUp(contract.contract_id, recheck, setNotice);
  const canReboot = contract.router?.can_reboot === true;

  const reconnection = useConfirmation(async () => {
    setNotice(null);
    try {
      const answer = await reconnect(contract.contract_id);
      setNotice({ intent: 'info', text: answer.message });
      followUp.start();
    } catch (error) {
      if (!sessionExpired(error)) setNotice(failureNotice(error));
    }
  });

  const reboot = useConfirmation(async () => {
    if (!contract.router) return;
    setNotice(null);
    try {
      const answer = await rebootRouter(contract.router.device_id);
      setNotice({ intent: answer.outcome === 'applied' ? 'success' : 'info', text: answer.message });
    } catch (error) {
      if (!sessionExpired(error)) setNotice(failureNotice(error));
    }
  });

  if (!contract.can_reconnect && !canReboot) return null;
  return (
    <>
      <FormMessage notice={notice} />
      <div className={s.actions}>
        {contract.can_reconnect && (
          <ConfirmDialog
            {...reconnection}
            trigger={<Button icon={<PlugDisconnectedRegular />}>{text.reconnect}</Button>}
            title={text.reconnectTitle}
            cancel={text.cancel}
            confirm={text.reconnect}
          >
            {text.reconnectWarning}
          </ConfirmDialog>
        )}
        {canReboot && (
          <ConfirmDialog
            {...reboot}
            trigger={<Button icon={<ArrowClockwiseRegular />}>{text.reboot}</Button>}
            title={text.rebootTitle}
            cancel={text.cancel}
            confirm={text.reboot}
          >
            {text.rebootWarning}
          </ConfirmDialog>
        )}
      </div>
    </>
  );
}

/** The reads after a reconnect (REREAD_AFTER_MS), stopped once the session is back or the card is gone. */
function useFollowUp(contractId: string, recheck: Props['recheck'], setNotice: (notice: FormNotice) => void) {
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  async function follow(id: number) {
    for (const ms of PAUSES_MS) {
      await pause(ms);
      if (run.current !== id) return;
      const status = await recheck().catch(() => undefined);
      if (run.current !== id) return;
      if (status?.contracts.find((candidate) => candidate.contract_id === contractId)?.online === true) {
        setNotice({ intent: 'success', text: text.reconnected });
        return;
      }
    }
    setNotice({ intent: 'warning', text: text.stillOffline });
  }

  return {
    start: () => {
      run.current += 1;
      void follow(run.current);
    },
  };
}
