import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const PHONE = '@media (max-width: 599px)';

/**
 * A plain table on a raised surface. On phones each row becomes a small card: the header row is hidden and each
 * cell shows its column's name from `data-label`, so nothing needs sideways scrolling. Chromium drops the table
 * roles of elements whose display changes, so the markup states them (role="row", role="cell", …).
 */
export const useTableStyles = makeStyles({
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    fontSize: tokens.fontSizeBase300,
    [PHONE]: { backgroundColor: 'transparent', boxShadow: 'none', display: 'block' },
  },
  head: {
    [PHONE]: { display: 'none' },
  },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { [PHONE]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } },
  row: {
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      padding: tokens.spacingHorizontalM,
      borderRadius: tokens.borderRadiusLarge,
      backgroundColor: tokens.colorNeutralBackground1,
      boxShadow: tokens.shadow4,
      borderBottom: 'none',
    },
  },
  td: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
    [PHONE]: {
      display: 'flex',
      gap: tokens.spacingHorizontalS,
      alignItems: 'center',
      padding: `${tokens.spacingVerticalXXS} 0`,
      '::before': { content: 'attr(data-label)', fontWeight: tokens.fontWeightSemibold, minWidth: '88px' },
    },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});
