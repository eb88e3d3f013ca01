import { MESSAGES } from '@app/domain';
import { Skeleton, useToast } from '@app/ui';
import { useEffect } from 'react';
import { QR_WIDTH } from './qr-code';
import { useQrCode } from './use-qr-code';
import './qr-code.css';

/**
 * A code drawn as a 300 px QR image (never wider than its column). If it cannot be drawn the customer is told
 * ('Erreur lors de la génération du QR code') and the code written next to it stays usable at the till.
 */
export function QrCodeImage({ code, alt, testId }: { code: string; alt: string; testId: string }) {
  const qr = useQrCode(code);
  const toast = useToast();
  useEffect(() => {
    if (qr.isError) toast.error(MESSAGES.reward.qrError);
  }, [qr.isError, toast]);

  if (qr.data)
    return (
      <img
        className="qr-code"
        src={qr.data}
        alt={alt}
        width={QR_WIDTH}
        height={QR_WIDTH}
        data-testid={testId}
      />
    );
  if (qr.isError)
    return (
      <p className="qr-code qr-code--failed">
        QR code indisponible : communiquez le code ci-dessous au restaurant.
      </p>
    );
  return (
    <Skeleton
      shape="rect"
      width="100%"
      height={`${QR_WIDTH}px`}
      className="qr-code"
      label="Génération du QR code"
    />
  );
}
