import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import type { Device } from '@central/domain/api';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { DescriptionList } from '@/components/DescriptionList';
import { networksOf, type WifiNetworkChoice } from './wifi-form';

const text = DEVICES_TEXT;

const useStyles = makeStyles({
  password: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/** The router's networks, SSID per band, each password behind its own reveal toggle (to its owner only). */
export function NetworkList({ device }: { device: Device }) {
  const c = useCardStyles();
  return (
    <section aria-labelledby="wifi-networks">
      <Subtitle2 as="h2" id="wifi-networks">
        {text.networksHeading}
      </Subtitle2>
      <CardGrid items={networksOf(device)} itemKey={(network) => network.key}>
        {(network) => (
          <article className={c.card} aria-label={`${text.band(network.band)} ${network.ssid}`}>
            <Body1>{text.band(network.band)}</Body1>
            <DescriptionList
              items={[
                { term: text.ssid, description: network.ssid },
                { term: text.password, description: <RevealablePassword network={network} /> },
              ]}
            />
          </article>
        )}
      </CardGrid>
    </section>
  );
}

function RevealablePassword({ network }: { network: WifiNetworkChoice }) {
  const [shown, setShown] = useState(false);
  const s = useStyles();
  if (network.password === null) return <span>{text.passwordUnknown}</span>;
  return (
    <span className={s.password}>
      <span className={s.secret}>{shown ? network.password : '••••••••'}</span>
      <Button
        size="small"
        appearance="subtle"
        icon={shown ? <EyeOffRegular /> : <EyeRegular />}
        aria-pressed={shown}
        aria-label={`${shown ? text.hidePassword : text.showPassword} ${text.band(network.band)} ${network.ssid}`}
        onClick={() => setShown(!shown)}
      >
        {shown ? text.hidePassword : text.showPassword}
      </Button>
    </span>
  );
}
