import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title2 } from '@fluentui/react-text';
import { Navigate, useParams } from 'react-router';
import { WIFI_MESSAGES } from '@central/domain';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { BackButton } from '@/components/BackButton';
import { CardListSkeleton } from '@/components/CardListSkeleton';
import { LoadFailure } from '@/components/LoadFailure';
import { usePageTitle } from '@/components/usePageTitle';
import { failureText } from '@/lib/failure-text';
import { useDevice } from '@/features/devices/api';
import { deviceName, lastContactText } from '@/features/devices/device-display';
import { NetworkList } from '@/features/devices/NetworkList';
import { OnlineBadge } from '@/features/devices/OnlineBadge';
import { DEVICE_PATHS } from '@/features/devices/paths';
import { WifiPasswordForm } from '@/features/devices/WifiPasswordForm';
import { AcsGate } from './AcsGate';
import { readFailed } from '@/lib/read-failed';

const text = DEVICES_TEXT;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /panel/device/{device_id} (docs/product/subscriber.md#wi-fi-and-routers): the router's networks and the Wi-Fi password change. */
export function DevicePage() {
  const { device_id: id } = useParams();
  if (!id) return <Navigate to={DEVICE_PATHS.list} replace />;
  return (
    <>
      <div>
        <BackButton to={DEVICE_PATHS.list} />
      </div>
      <AcsGate>
        <DeviceContent key={id} id={id} />
      </AcsGate>
    </>
  );
}

function DeviceContent({ id }: { id: string }) {
  const read = useDevice(id);
  const { data: device, error, mutate } = read;
  const s = useStyles();
  usePageTitle(device ? deviceName(device) : text.listTitle);
  if (readFailed(read)) return <LoadFailure text={failureText(error, WIFI_MESSAGES.detailsFailure, [404])} onRetry={() => void mutate()} />;
  if (!device || error) return <CardListSkeleton count={2} />;
  return (
    <article className={s.page}>
      <header className={s.title}>
        <Title2 as="h1">{deviceName(device)}</Title2>
        <OnlineBadge online={device.online} />
      </header>
      <Body1 className={s.muted}>
        {text.serial} {device.serialNumber} · {text.lastContact}: {lastContactText(device.lastContact)}
      </Body1>
      <NetworkList device={device} />
      <WifiPasswordForm device={device} />
    </article>
  );
}
