import type { MyData } from '@central/domain/api';
import { MY_DATA_TEXT as text } from '@/strings/my-data.pt-BR';
import { DataSection } from './DataItems';
import { RemovalButton } from './RemovalButton';
import { useMyDataRemovals } from './api';
import { formatMoment } from './format';

/** What the portal alone keeps, and so what the subscriber may remove here: sessions, push devices, saved cards. */
export function KeptByPortal({ data }: { data: MyData }) {
  const removals = useMyDataRemovals();
  const hasOthers = data.sessions.some((session) => !session.current);
  return (
    <>
      <DataSection
        title={text.sessions}
        action={
          hasOthers && (
            <RemovalButton
              label={text.endOthers}
              question={text.endOthersQuestion}
              confirmLabel={text.endOthersConfirm}
              remove={removals.otherSessions}
              refresh={removals.refresh}
            />
          )
        }
        items={data.sessions.map((session, index) => ({
          key: `${session.startedAt}-${index}`,
          title: [session.current ? text.thisDevice : text.otherDevice, session.device].filter(Boolean).join(': '),
          details: [
            { term: text.startedAt, description: formatMoment(session.startedAt) },
            { term: text.lastSeenAt, description: formatMoment(session.lastSeenAt) },
            { term: text.expiresAt, description: formatMoment(session.expiresAt) },
          ],
        }))}
      />
      <DataSection
        title={text.pushDevices}
        items={data.pushDevices.map((device) => ({
          key: device.id,
          title: device.service,
          details: [
            { term: text.savedAt, description: formatMoment(device.savedAt) },
            { term: text.invoiceRange, description: text.invoiceRangeDays(device.invoiceRange) },
          ],
          action: (
            <RemovalButton
              label={text.remove}
              question={text.removeDeviceQuestion(device.service)}
              remove={() => removals.pushDevice(device.id)}
              refresh={removals.refresh}
            />
          ),
        }))}
      />
      <DataSection
        title={text.cards}
        items={data.cards.map((card) => ({
          key: card.id,
          title: `${text.brands[card.brand] ?? card.brand} ${text.cardNumber(card.last4)}`,
          details: [
            { term: text.expiry, description: card.expiry },
            { term: text.holder, description: card.holder },
            { term: text.savedAt, description: formatMoment(card.savedAt) },
          ],
          action: (
            <RemovalButton
              label={text.remove}
              question={text.removeCardQuestion(card.last4)}
              remove={() => removals.card(card.id)}
              refresh={removals.refresh}
            />
          ),
        }))}
      />
    </>
  );
}
