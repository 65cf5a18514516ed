import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2, Title2 } from '@fluentui/react-text';
import { Link } from 'react-router';
import { WIFI_MESSAGES } from '@central/domain';
import type { DeviceSummary } from '@central/domain/api';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { useCardStyles } from '@/components/card-styles';
import { CardGrid } from '@/components/CardGrid';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { DescriptionList } from '@/components/DescriptionList';
import { LoadFailure } from '@/components/LoadFailure';
import { usePageTitle } from '@/components/usePageTitle';
import { useDevices } from '@/features/devices/api';
import { deviceName, lastContactText } from '@/features/devices/device-display';
import { DEVICE_PATHS } from '@/features/devices/paths';
import { OnlineBadge } from '@/features/devices/OnlineBadge';
import { AcsGate } from './AcsGate';
import { readFailed } from '@/lib/read-failed';

const text = DEVICES_TEXT;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

/** /panel/devices (docs/product/subscriber.md#wi-fi-and-routers): the subscriber's routers, each opening its Wi-Fi. */
export function DevicesPage() {
  usePageTitle(text.listTitle);
  const s = useStyles();
  return (
    <div className={s.page}>
      <Title2 as="h1">{text.listHeading}</Title2>
      <AcsGate>
        <DeviceList />
      </AcsGate>
    </div>
  );
}

function DeviceList() {
  const read = useDevices();
  const { data, error, mutate } = read;
  if (readFailed(read)) return <LoadFailure text={WIFI_MESSAGES.listFailure} onRetry={() => void mutate()} />;
  if (!data || error) return <CardListSkeleton count={2} />;
  if (data.devices.length === 0) return <Body1>{text.empty}</Body1>;
  return (
    <CardGrid items={data.devices} itemKey={(device) => device.id} label={text.listHeading}>
      {(device) => <DeviceCard device={device} />}
    </CardGrid>
  );
}

function DeviceCard({ device }: { device: DeviceSummary }) {
  const c = useCardStyles();
  const s = useStyles();
  const name = deviceName(device);
  return (
    // Named by its content, which starts with the model and Online/Offline (WCAG 2.5.3: the visible words are in the name).
    <Link to={DEVICE_PATHS.device(device.id)} className={mergeClasses(c.card, c.interactive)}>
      <div className={s.title}>
        <Subtitle2>{name}</Subtitle2>
        <OnlineBadge online={device.online} />
      </div>
      <DescriptionList
        items={[
          { term: text.serial, description: device.serialNumber },
          { term: text.login, description: device.pppLogin },
          ...(device.contractId ? [{ term: text.contract, description: device.contractId }] : []),
          { term: text.lastContact, description: lastContactText(device.lastContact) },
        ]}
      />
    </Link>
  );
}
