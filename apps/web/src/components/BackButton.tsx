import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import { TEXT } from '@/strings/pt-BR';

/** 'Voltar' to a fixed page (not history.back: the person may have arrived from a link). */
export function BackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => void navigate(to)}>
      {TEXT.common.back}
    </Button>
  );
}
