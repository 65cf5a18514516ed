import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { visuallyHidden } from './visually-hidden';

/** From this width on the menu stays open beside the page; below it, it is a drawer. */
export const WIDE_SCREEN = '(min-width: 900px)';

/** The frame of the subscriber panel and of the admin back office: top bar, side menu (240 wide), page. */
export const useShellStyles = makeStyles({
  /** 'Pular para o conteúdo': out of sight until a keyboard reaches it (WCAG 2.4.1). */
  skipLink: {
    ...visuallyHidden,
    ':focus': {
      position: 'fixed',
      top: tokens.spacingVerticalS,
      left: tokens.spacingHorizontalS,
      zIndex: 1000,
      width: 'auto',
      height: 'auto',
      margin: 0,
      clip: 'auto',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorBrandForeground1,
      borderRadius: tokens.borderRadiusMedium,
      boxShadow: tokens.shadow8,
    },
  },
  root: { minHeight: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  body: { display: 'flex', flexGrow: 1 },
  aside: {
    width: '240px',
    flexShrink: 0,
    boxSizing: 'border-box',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
});
