import type { PaymentMethodId } from '../../contract/index.ts';

interface LogoStyle {
  bg: string;
  fg: string;
  text: string;
  border?: string;
}

/** Simple wordmark badges drawn here (no fetched or copied artwork): brand colour and name. */
const logos: Record<PaymentMethodId, LogoStyle> = {
  creditcard: { bg: '#2b2d5c', fg: '#fff', text: 'CARD' },
  paypal: { bg: '#003087', fg: '#fff', text: 'PayPal' },
  applepay: { bg: '#000', fg: '#fff', text: 'Apple Pay' },
  directdebit: { bg: '#10298e', fg: '#ffcc00', text: 'SEPA' },
  wiretransfer: { bg: '#5b5d74', fg: '#fff', text: 'BANK' },
  paysafecard: { bg: '#008ac9', fg: '#fff', text: 'paysafe' },
  ideal: { bg: '#cc0066', fg: '#fff', text: 'iDEAL' },
  bancontact: { bg: '#1e3764', fg: '#fff', text: 'Bancontact' },
  blik: { bg: '#000', fg: '#fff', text: 'blik' },
  przelewy24: { bg: '#fff', fg: '#d13239', text: 'P24', border: '#d13239' },
  swish: { bg: '#fff', fg: '#1c7ac0', text: 'Swish', border: '#1c7ac0' },
  vipps: { bg: '#ff5b24', fg: '#fff', text: 'Vipps' },
  mobilepay: { bg: '#5a78ff', fg: '#fff', text: 'MobilePay' },
  twint: { bg: '#000', fg: '#fff', text: 'TWINT' },
  satispay: { bg: '#ef4135', fg: '#fff', text: 'satispay' },
  eps: { bg: '#fff', fg: '#c8036f', text: 'eps', border: '#c8036f' },
  giropay: { bg: '#000268', fg: '#fff', text: 'giropay' },
  sofort: { bg: '#ef809f', fg: '#fff', text: 'SOFORT' },
  dankort: { bg: '#ed1c24', fg: '#fff', text: 'Dankort' },
  nexi: { bg: '#2d32aa', fg: '#fff', text: 'nexi' },
  cartebancaire: { bg: '#1a4f9c', fg: '#fff', text: 'CB' },
};

/** A 60×36 badge; decorative: the control next to it names the method. */
export function PaymentLogo({ method }: { method: PaymentMethodId }) {
  const logo = logos[method];
  const size = logo.text.length > 8 ? 10 : logo.text.length > 5 ? 12 : 14;
  return (
    <svg className="payment-logo" width="60" height="36" viewBox="0 0 60 36" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="59" height="35" rx="6" fill={logo.bg} stroke={logo.border ?? logo.bg} />
      <text x="30" y="22.5" textAnchor="middle" fontFamily="system-ui, Arial, sans-serif" fontWeight="700" fontSize={size} fill={logo.fg}>
        {logo.text}
      </text>
    </svg>
  );
}
