import { Body1 } from '@fluentui/react-text';
import { wifiQrText } from '@central/domain';
import { DEVICES_TEXT } from '@/strings/devices.pt-BR';
import { QrCode } from '@/features/second-factor/QrCode';

const text = DEVICES_TEXT;

/** The network as the QR code phone cameras read to join it (`WIFI:T:WPA;S:…;P:…;;`), drawn in the browser. */
export function WifiQrCode({ ssid, password }: { ssid: string; password: string }) {
  return (
    <>
      <QrCode value={wifiQrText(ssid, password)} label={text.qrLabel(ssid)} />
      <Body1>{text.shareHint(ssid)}</Body1>
    </>
  );
}
