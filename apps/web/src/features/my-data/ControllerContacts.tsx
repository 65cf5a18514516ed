import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { DataController } from '@central/domain/api';
import { DescriptionList } from '@/components/DescriptionList';
import { MY_DATA_TEXT as text } from '@/strings/my-data.pt-BR';
import { phoneLink, whatsAppLink } from '@/features/tenant/contact-links';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    overflowWrap: 'anywhere',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
});

/** How to reach the provider, the controller of the subscriber's data, and its DPO when it named one. */
export function ControllerContacts({ controller }: { controller: DataController }) {
  const s = useStyles();
  const link = (value: string, href: string | null, external = false) =>
    href ? (
      <a className={s.link} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {value}
      </a>
    ) : (
      value
    );
  return (
    <DescriptionList
      items={[
        controller.email !== null && { term: text.providerEmail, description: link(controller.email, `mailto:${controller.email}`) },
        controller.phone !== null && { term: text.providerPhone, description: link(controller.phone, phoneLink(controller.phone)) },
        controller.whatsapp !== null && {
          term: text.providerWhatsapp,
          description: link(controller.whatsapp, whatsAppLink(controller.whatsapp), true),
        },
        controller.dpoEmail !== null && { term: text.dpo, description: link(controller.dpoEmail, `mailto:${controller.dpoEmail}`) },
      ]}
    />
  );
}
