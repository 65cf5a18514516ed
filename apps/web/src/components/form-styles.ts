import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});
