import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { isPlainClick, useHref, useNavigate } from '@/router';

type Props = {
  to: string;
  appearance?: 'primary' | 'secondary' | 'outline' | 'subtle';
  size?: 'small' | 'medium' | 'large';
  icon?: ReactElement;
  children: ReactNode;
};

/** A link to another page of the app that looks like a button ('Pagar via' Boleto / PIX). */
export function LinkButton({ to, appearance, size, icon, children }: Props) {
  const navigate = useNavigate();
  const href = useHref(to);
  function follow(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to);
  }
  return (
    <Button as="a" href={href} appearance={appearance} size={size} icon={icon} onClick={follow}>
      {children}
    </Button>
  );
}
