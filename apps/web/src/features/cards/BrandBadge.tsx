import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  badge: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXXS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
});

/** A card network's name as a small badge, in the list and beside the number being typed. */
export function BrandBadge({ name, className, decorative }: { name: string; className?: string; decorative?: boolean }) {
  const s = useStyles();
  return (
    <span className={mergeClasses(s.badge, className)} aria-hidden={decorative || undefined}>
      {name}
    </span>
  );
}
