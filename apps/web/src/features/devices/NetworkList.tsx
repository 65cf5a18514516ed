import { Suspense, lazy, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { EyeOffRegular, EyeRegular, QrCodeRegular } from '@fluentui/react-icons';
import type { Device } from '@central/domain/api';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { DescriptionList } from '@/components/DescriptionList';
import { networksOf, type WifiNetworkChoice } from './wifi-form';

const text = DEVICES_TEXT;

/** The QR code's encoder comes with a tap on 'Compartilhar Wi-Fi', not with the page. */
const WifiQrCode = lazy(async () => ({ default: (await import('./WifiQrCode')).WifiQrCode }));

const useStyles = makeStyles({
  password: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  secret: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  share: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
});

/**
 * The router's networks, SSID per band, each password behind its own reveal toggle (to its owner only), and
 * 'Compartilhar Wi-Fi': the network's QR code, shown only while that password is (docs/product/connection.md#sharing-the-wi-fi).
 */
export function NetworkList({ device }: { device: Device }) {
  return (
    <section aria-labelledby="wifi-networks">
      <Subtitle2 as="h2" id="wifi-networks">
        {text.networksHeading}
      </Subtitle2>
      <CardGrid items={networksOf(device)} itemKey={(network) => network.key}>
        {(network) => <NetworkCard network={network} />}
      </CardGrid>
    </section>
  );
}

function NetworkCard({ network }: { network: WifiNetworkChoice }) {
  const c = useCardStyles();
  const s = useStyles();
  const [shown, setShown] = useState(false);
  const [sharing, setSharing] = useState(false);
  const name = `${text.band(network.band)} ${network.ssid}`;
  const qrShown = shown && sharing;
  return (
    <article className={c.card} aria-label={name}>
      <Body1>{text.band(network.band)}</Body1>
      <DescriptionList
        items={[
          { term: text.ssid, description: network.ssid },
          { term: text.password, description: <RevealablePassword network={network} name={name} shown={shown} onShownChange={setShown} /> },
        ]}
      />
      {network.password === null ? (
        <Body1 className={c.muted}>{text.cannotShare}</Body1>
      ) : (
        <div className={s.share}>
          <Button
            size="small"
            icon={<QrCodeRegular />}
            aria-expanded={qrShown}
            aria-label={`${qrShown ? text.hideShare : text.share} ${name}`}
            onClick={() => {
              setSharing(!qrShown);
              setShown(true);
            }}
          >
            {qrShown ? text.hideShare : text.share}
          </Button>
          {qrShown && (
            <Suspense fallback={null}>
              <WifiQrCode ssid={network.ssid} password={network.password} />
            </Suspense>
          )}
        </div>
      )}
    </article>
  );
}

type PasswordProps = { network: WifiNetworkChoice; name: string; shown: boolean; onShownChange: (shown: boolean) => void };

function RevealablePassword({ network, name, shown, onShownChange }: PasswordProps) {
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
        aria-label={`${shown ? text.hidePassword : text.showPassword} ${name}`}
        onClick={() => onShownChange(!shown)}
      >
        {shown ? text.hidePassword : text.showPassword}
      </Button>
    </span>
  );
}
