import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Skeleton, SkeletonItem } from '@fluentui/react-skeleton';
import { MESSAGES, TEXT } from '@/strings/pt-BR';
import { FINANCIAL_TEXT } from '@/strings/financial.pt-BR';
import { CopyField } from '@/components/CopyField';
import { LoadFailure } from '@/components/LoadFailure';
import { failureText } from '@/lib/failure-text';
import { usePixPayment } from './api';
import { pixImageSrc } from './invoice-display';
import { readFailed } from '@/lib/read-failed';

/** docs/product/subscriber.md#pix-and-boleto: the QR code is shown at 200x200. */
const QR_SIZE = 200;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, width: '100%' },
  qr: { width: `${QR_SIZE}px`, height: `${QR_SIZE}px`, imageRendering: 'pixelated' },
  qrPlaceholder: { width: `${QR_SIZE}px`, height: `${QR_SIZE}px` },
  codePlaceholder: { width: '100%', maxWidth: '480px' },
});

/** The invoice's PIX: the QR code to scan and the copia e cola code to copy. */
export function PixCode({ invoiceId }: { invoiceId: string }) {
  const read = usePixPayment(invoiceId);
  const { data, error, mutate } = read;
  const s = useStyles();

  if (readFailed(read)) return <LoadFailure text={failureText(error, MESSAGES.pixFailure)} onRetry={() => void mutate()} />;
  if (!data || error) {
    return (
      <Skeleton aria-label={TEXT.common.loading} className={s.root}>
        <SkeletonItem shape="square" className={s.qrPlaceholder} />
        <SkeletonItem size={72} className={s.codePlaceholder} />
      </Skeleton>
    );
  }
  // An ERP without PIX configured answers success with empty codes.
  if (!data.copy_paste) return <LoadFailure text={MESSAGES.pixFailure} />;

  return (
    <div className={s.root}>
      {data.qr_code.base_64 && (
        <img
          className={s.qr}
          src={pixImageSrc(data.qr_code.base_64)}
          width={QR_SIZE}
          height={QR_SIZE}
          alt={FINANCIAL_TEXT.invoices.pixQrAlt}
        />
      )}
      <CopyField
        label={FINANCIAL_TEXT.invoices.pixCode}
        value={data.copy_paste}
        copyLabel={FINANCIAL_TEXT.invoices.copyPixCode}
        copiedText={FINANCIAL_TEXT.invoices.pixCopied}
        rows={4}
      />
    </div>
  );
}
