import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  pageBar: { position: 'sticky', top: 0, zIndex: 1 },
  previewBar: { minHeight: '48px', justifyContent: 'space-between' },
  logo: { maxHeight: '40px', maxWidth: '160px', minWidth: 0, flexShrink: 1, objectFit: 'contain' },
  previewLogo: { maxHeight: '32px', maxWidth: '140px', objectFit: 'contain' },
  name: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  previewName: { fontWeight: tokens.fontWeightSemibold },
  spacer: { flexGrow: 1 },
});

/** `preview`: the smaller copy in the admin's brand preview, a plain block rather than the page's sticky header. */
type Variant = { preview?: boolean };

/** The bar at the top of the subscriber panel and of the admin back office, in the colours of the theme around it. */
export function AppBar({ preview = false, children }: Variant & { children: ReactNode }) {
  const s = useStyles();
  if (preview) return <div className={mergeClasses(s.bar, s.previewBar)}>{children}</div>;
  return <header className={mergeClasses(s.bar, s.pageBar)}>{children}</header>;
}

type BrandProps = Variant & {
  /** The horizontal logo; without one the name is written out. */
  logoUrl?: string | null;
  name: string;
  logoAlt?: string;
  className?: string;
};

/** The bar's logo, or its name in words. */
export function AppBarBrand({ logoUrl, name, logoAlt = name, preview = false, className }: BrandProps) {
  const s = useStyles();
  if (logoUrl) return <img className={mergeClasses(preview ? s.previewLogo : s.logo, className)} src={logoUrl} alt={logoAlt} />;
  return <span className={mergeClasses(preview ? s.previewName : s.name, className)}>{name}</span>;
}

/** Pushes what follows to the bar's end. */
export function AppBarSpacer() {
  const s = useStyles();
  return <span className={s.spacer} />;
}
