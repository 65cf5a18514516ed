import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { TEXT } from '@/strings/pt-BR';
import { RecoveryStep } from './RecoveryStep';

const useStyles = makeStyles({
  icon: { alignSelf: 'center', fontSize: '72px', color: tokens.colorStatusSuccessForeground1 },
});

export function PasswordChangedPage() {
  const navigate = useNavigate();
  const s = useStyles();
  return (
    <>
      <CheckmarkCircleFilled className={s.icon} aria-hidden="true" />
      <RecoveryStep title={TEXT.recovery.successTitle} description={TEXT.recovery.successDescription}>
        <Button appearance="primary" onClick={() => void navigate('/')}>
          {TEXT.common.back}
        </Button>
      </RecoveryStep>
    </>
  );
}
