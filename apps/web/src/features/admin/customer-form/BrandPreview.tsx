import { useMemo } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { FluentProvider } from '@fluentui/react-provider';
import { Button } from '@fluentui/react-button';
import { COLOR_PATTERN } from '@central/domain';
import { fluentThemeFor } from '@central/domain/brand-theme';
import { ADMIN_TEXT } from '@/strings/admin.pt-BR';
import { tenantTokens } from '@/app/tenant-theme';
import { AppBar, AppBarBrand } from '@/components/AppBar';
import { previewableImage } from '@/features/admin/image-preview';
import type { CustomerFormValues } from './customer-form-values';

const text = ADMIN_TEXT.customer.preview;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  stage: {
    display: 'flex',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundImage: `linear-gradient(135deg, ${tenantTokens.primary}, ${tenantTokens.secondary})`,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: '160px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  verticalLogo: { maxHeight: '64px', maxWidth: '120px', objectFit: 'contain' },
  menuItem: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
});

type Props = Pick<CustomerFormValues, 'alias' | 'primary_color' | 'secondary_color' | 'vertical_logo_url' | 'horizontal_logo_url'>;

/**
 * The portal's top bar, sign-in card and primary button in the colours and logos being edited, themed the way the
 * portal itself is (fluentThemeFor), so what is seen here is what the provider's subscribers will see.
 */
export function BrandPreview(props: Props) {
  const s = useStyles();
  const primary = COLOR_PATTERN.test(props.primary_color) ? props.primary_color : '';
  const secondary = COLOR_PATTERN.test(props.secondary_color) ? props.secondary_color : primary;
  const theme = useMemo(() => fluentThemeFor({ primary_color: primary, secondary_color: secondary }), [primary, secondary]);
  const horizontal = previewableImage(props.horizontal_logo_url);
  const vertical = previewableImage(props.vertical_logo_url);
  const alias = props.alias.trim();
  return (
    <FluentProvider theme={theme} className={s.root} aria-label={ADMIN_TEXT.customer.sections.preview} role="group">
      <AppBar preview>
        <AppBarBrand preview logoUrl={horizontal} logoAlt="" name={alias || text.noLogo} />
        <span className={s.menuItem}>{text.panel}</span>
      </AppBar>
      <div className={s.stage}>
        <div className={s.card}>
          {vertical && <img className={s.verticalLogo} src={vertical} alt="" />}
          <Button appearance="primary">{text.signIn}</Button>
        </div>
      </div>
    </FluentProvider>
  );
}
