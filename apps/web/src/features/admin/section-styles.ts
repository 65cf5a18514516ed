import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

/** A section of a provider's page (a form's group of fields, the card payments to review, the integrations): a raised surface. */
export const useSectionStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
});
