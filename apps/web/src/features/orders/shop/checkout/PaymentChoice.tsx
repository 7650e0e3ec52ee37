import type { CodOption, PaymentMethod } from '@frameshop/contracts/orders/fulfilment';
import { formatRupees } from '@frameshop/contracts/shared/format';
import { useId } from 'react';

/**
 * How the shopper pays (issue 23): PhonePe, or cash on delivery when the shop offers it. Over
 * the shop's maximum the COD choice stays visible, disabled, with the reason; a shop that does
 * not offer COD shows PhonePe alone.
 */
export function PaymentChoice({
  cod,
  value,
  onChange,
  disabled,
}: {
  cod: CodOption;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}) {
  const id = useId();
  if (!cod.enabled) return null;
  const option =
    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-amber-600 has-[:checked]:bg-amber-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50';
  return (
    <fieldset
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      data-payment-choice
    >
      <legend className="float-left mb-3 w-full text-lg font-semibold text-stone-900">
        Payment
      </legend>
      <div className="clear-both space-y-2">
        <label className={option}>
          <input
            type="radio"
            name={`${id}-method`}
            value="phonepe"
            className="mt-0.5 h-5 w-5 accent-amber-700"
            checked={value === 'phonepe'}
            disabled={disabled}
            onChange={() => onChange('phonepe')}
          />
          <span>
            <span className="block font-medium text-stone-900">Pay now with PhonePe</span>
            <span className="text-stone-600">UPI, card or net banking</span>
          </span>
        </label>
        <label className={option}>
          <input
            type="radio"
            name={`${id}-method`}
            value="cod"
            className="mt-0.5 h-5 w-5 accent-amber-700"
            checked={value === 'cod'}
            disabled={disabled || !cod.offered}
            aria-describedby={`${id}-cod-note`}
            onChange={() => onChange('cod')}
          />
          <span>
            <span className="block font-medium text-stone-900">Cash on delivery</span>
            <span id={`${id}-cod-note`} className="text-stone-600">
              {cod.offered
                ? cod.fee > 0
                  ? `Pay the courier in cash; a ${formatRupees(cod.fee)} fee applies`
                  : 'Pay the courier in cash when it arrives'
                : cod.reason}
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
