import { type MandateResult, mandateResult } from '#client/repayment.ts';
import { useT } from '#forms/i18n.tsx';
import { ProviderFrame } from '#site/booking/provider-frame.tsx';

/**
 * The provider's mandate page in a frame inside a modal (the simulator's; Razorpay's hosted page opens in a tab of its
 * own instead). Only the first message from this frame counts; closing the modal is a dismissal.
 */
export function MandateFrame({ url, onResult }: { url: string; onResult: (result: MandateResult) => void }) {
  const t = useT();
  return (
    <ProviderFrame<MandateResult>
      url={url}
      text={{
        title: t('Repayment mandate'),
        closeLabel: t('Close the mandate'),
        frameTitle: t('Secure mandate'),
        name: 'mandate',
        minHeight: 520,
      }}
      read={mandateResult}
      dismissed={{ event: 'dismissed' }}
      onResult={onResult}
    />
  );
}
