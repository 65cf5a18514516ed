import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** The side menu's rows, shared by the subscriber panel and the admin back office so both look alike. */
export const useMenuStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  nested: { paddingLeft: tokens.spacingHorizontalXXL },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground2,
  },
  link: {
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  /** A row that is a button (Sair): no button chrome, the width of the menu. */
  button: {
    width: '100%',
    borderTopStyle: 'none',
    borderRightStyle: 'none',
    borderBottomStyle: 'none',
    borderLeftStyle: 'none',
    backgroundColor: 'transparent',
    fontFamily: tokens.fontFamilyBase,
    textAlign: 'start',
    cursor: 'pointer',
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  groupLabel: { fontWeight: tokens.fontWeightSemibold },
  icon: { fontSize: '20px', flexShrink: 0 },
});
