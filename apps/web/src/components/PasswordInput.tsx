import { useState } from 'react';
import { Input, type InputProps } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { TEXT } from '@/strings/pt-BR';
import { useVisuallyHiddenStyles } from './visually-hidden';

export type PasswordInputProps = Omit<InputProps, 'type' | 'contentAfter'> & {
  /** Set by forms that reveal several fields with one 'Mostrar senha' checkbox; left out, the field has its own toggle. */
  revealed?: boolean;
};

export function PasswordInput({ revealed, ...inputProps }: PasswordInputProps) {
  const [revealedByToggle, setRevealedByToggle] = useState(false);
  const hidden = useVisuallyHiddenStyles();
  const hasOwnToggle = revealed === undefined;
  const shown = hasOwnToggle ? revealedByToggle : revealed;

  const toggle = (
    <Button
      appearance="transparent"
      size="small"
      icon={shown ? <EyeOffRegular /> : <EyeRegular />}
      aria-pressed={shown}
      onClick={() => setRevealedByToggle(!shown)}
    >
      <span className={hidden.root}>{TEXT.common.showPassword}</span>
    </Button>
  );

  return <Input {...inputProps} type={shown ? 'text' : 'password'} contentAfter={hasOwnToggle ? toggle : undefined} />;
}
