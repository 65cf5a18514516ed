import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle1 } from '@fluentui/react-text';
import { CallRegular, ChatRegular, MailRegular, QuestionCircleRegular, type FluentIcon } from '@fluentui/react-icons';
import { HOME_TEXT } from '@/strings/home.pt-BR';
import { useTenant } from '@/app/TenantContext';
import { useCardStyles } from '@/components/card-styles';
import { contactChannels, type ContactChannel } from '@/features/tenant/contact-links';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, maxWidth: '640px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  label: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

const text = HOME_TEXT.contact;

const CHANNELS: Record<ContactChannel['kind'], { label: string; icon: FluentIcon; showValue: boolean }> = {
  whatsapp: { label: text.whatsapp, icon: ChatRegular, showValue: true },
  phone: { label: text.phone, icon: CallRegular, showValue: true },
  email: { label: text.email, icon: MailRegular, showValue: true },
  faq: { label: text.faq, icon: QuestionCircleRegular, showValue: false },
};

/** docs/product/subscriber.md#home: 'Fale com a gente' with each contact the provider configured; nothing at all without one. */
export function ContactBlock() {
  const channels = contactChannels(useTenant());
  const c = useCardStyles();
  const s = useStyles();
  if (channels.length === 0) return null;
  return (
    <section className={mergeClasses(c.card, s.card)} aria-labelledby="home-contact">
      <Subtitle1 as="h2" id="home-contact">
        {text.title}
      </Subtitle1>
      <ul className={s.list}>
        {channels.map((channel) => {
          const { label, icon: Icon, showValue } = CHANNELS[channel.kind];
          return (
            <li key={channel.kind}>
              <a className={s.link} href={channel.href} {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <Icon className={s.icon} aria-hidden="true" />
                <span className={s.label}>{label}</span>
                {showValue && <span>{channel.value}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
