import { makeStyles, mergeClasses, shorthands } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { STATUS_TONES, TONE_COLORS, type StatusChip, type ToneColors } from './status-tones';

const toneStyle = ({ background, foreground, border }: ToneColors) => ({
  backgroundColor: background,
  color: foreground,
  ...shorthands.borderColor(border),
});

const useStyles = makeStyles({
  // One line while the row has room (it keeps its whole width beside a title); a text wider than the row wraps
  // inside the border, which grows, instead of spilling out of it.
  badge: {
    display: 'inline-block',
    boxSizing: 'border-box',
    flexShrink: 0,
    maxWidth: '100%',
    minHeight: '20px',
    paddingBlock: '1px',
    paddingInline: tokens.spacingHorizontalS,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
    verticalAlign: 'middle',
    overflowWrap: 'anywhere',
  },
  success: toneStyle(TONE_COLORS.success),
  warning: toneStyle(TONE_COLORS.warning),
  danger: toneStyle(TONE_COLORS.danger),
  informative: toneStyle(TONE_COLORS.informative),
  neutral: toneStyle(TONE_COLORS.neutral),
});

/** A state as a coloured chip: 'Vencida', 'Ativo', 'Em andamento'. Its colours come from status-tones.ts. */
export function StatusBadge({ text, state }: StatusChip) {
  const s = useStyles();
  const tone = STATUS_TONES[state];
  return (
    <span className={mergeClasses(s.badge, s[tone])} data-status-tone={tone}>
      {text}
    </span>
  );
}
