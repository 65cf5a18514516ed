import { useEffect, useState } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { SUPPORT_TEXT } from '@/strings/support.pt-BR';
import { browserStorage } from '@/lib/storage';
import { readSupportAdded } from './support-added-flag';

/** 'Atendimento solicitado com sucesso! Protocolo …' while the support-added flag lives (30 s after the request). */
export function SupportAddedNotice() {
  const [added, setAdded] = useState(() => readSupportAdded(browserStorage('session')));
  useEffect(() => {
    if (!added) return;
    const timer = window.setTimeout(() => setAdded(null), Math.max(added.expiresAt - Date.now(), 0));
    return () => window.clearTimeout(timer);
  }, [added]);
  if (!added) return null;
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>{SUPPORT_TEXT.lists.added(added.protocolo)}</MessageBarBody>
    </MessageBar>
  );
}
