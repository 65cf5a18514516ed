import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Body1Strong, Subtitle2 } from '@fluentui/react-text';
import { CONNECTION_MESSAGES } from '@central/domain';
import type { ConnectedHost, ContractConnection, RouterState } from '@central/domain/api';
import { CONNECTION_TEXT } from '@/strings/connection.pt-BR';
import { DescriptionList } from '@/components/DescriptionList';
import { RouterLink } from '@/components/RouterLink';
import { StatusBadge } from '@/components/StatusBadge';
import { DEVICE_PATHS } from '@/features/devices/paths';
import { checkedMomentText, uptimeText } from './connection-display';

const text = CONNECTION_TEXT;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hosts: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  mac: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * The router as the ACS sees it (docs/product/connection.md#what-the-page-shows): on or off, for how long, the devices
 * on its network, and its Wi-Fi page one tap away. Nothing without an ACS; the reason when it could not be read now.
 */
export function RouterFacts({ contract, headingId }: { contract: ContractConnection; headingId: string }) {
  const s = useStyles();
  const { router } = contract;
  if (!router && !contract.unchecked.includes('router')) return null;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        {text.router}
      </Subtitle2>
      {router ? <RouterDetails router={router} /> : <Body1>{CONNECTION_MESSAGES.routerUnavailable}</Body1>}
    </section>
  );
}

function RouterDetails({ router }: { router: RouterState }) {
  return (
    <>
      <DescriptionList
        items={[
          {
            term: text.router,
            description: (
              <StatusBadge {...(router.online ? { text: text.online, state: 'online' } : { text: text.offline, state: 'offline' })} />
            ),
          },
          router.uptime_seconds !== null && { term: text.uptime, description: uptimeText(router.uptime_seconds) },
          !router.online && router.last_contact !== null && { term: text.lastContact, description: checkedMomentText(router.last_contact) },
        ]}
      />
      {router.hosts && <HostList hosts={router.hosts} />}
      <div>
        <RouterLink to={DEVICE_PATHS.device(router.device_id)}>{text.routerWifi}</RouterLink>
      </div>
    </>
  );
}

function HostList({ hosts }: { hosts: ConnectedHost[] }) {
  const s = useStyles();
  if (hosts.length === 0) return <Body1 className={s.muted}>{text.noHosts}</Body1>;
  const title = text.hosts(hosts.length);
  return (
    <div>
      <Body1Strong as="h4">{title}</Body1Strong>
      <ul className={s.hosts} aria-label={title}>
        {hosts.map((host, index) => (
          <li key={`${host.mac}-${index}`}>
            {/* The ACS's MAC, its middle already hidden. */}
            <Body1>
              {host.name ?? text.unnamedHost} · <span className={s.mac}>{host.mac}</span>
              {host.link && <span className={s.muted}> · {host.link === 'wifi' ? text.wifiLink : text.cableLink}</span>}
            </Body1>
          </li>
        ))}
      </ul>
    </div>
  );
}
