import type { ReactElement, ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { useHref, useLinkClickHandler } from 'react-router';

type Props = {
  to: string;
  appearance?: 'primary' | 'secondary' | 'outline' | 'subtle';
  size?: 'small' | 'medium' | 'large';
  icon?: ReactElement;
  children: ReactNode;
};

/** A link to another page of the app that looks like a button ('Pagar via' Boleto / PIX). */
export function LinkButton({ to, appearance, size, icon, children }: Props) {
  const href = useHref(to);
  // A plain click goes there without a reload; one meant for a new tab or window is left to the browser.
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button as="a" href={href} appearance={appearance} size={size} icon={icon} onClick={follow}>
      {children}
    </Button>
  );
}
