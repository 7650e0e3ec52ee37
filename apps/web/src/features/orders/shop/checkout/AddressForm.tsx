import {
  INDIAN_STATES,
  type ShippingAddress,
  shippingAddress,
} from '@frameshop/contracts/orders/orders';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { controlClass, FormField } from '../../../../components/FormField';
import { mobileDigits, postalDigits } from './address-digits';

export type AddressInput = z.input<typeof shippingAddress>;
export type AddressForm = UseFormReturn<AddressInput, unknown, ShippingAddress>;

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'apt',
  'city',
  'state',
  'postalCode',
  'phone',
] as const;

/** The form's state: the contract's schema and messages, the same the server answers with. */
export function useAddressForm(initial: Partial<AddressInput> | null): AddressForm {
  const known = (INDIAN_STATES as readonly string[]).includes(initial?.state ?? '');
  return useForm<AddressInput, unknown, ShippingAddress>({
    resolver: zodResolver(shippingAddress),
    mode: 'onTouched',
    defaultValues: {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      address: initial?.address ?? '',
      apt: initial?.apt ?? '',
      city: initial?.city ?? '',
      // An unknown state (a list changed since) is left to be chosen again.
      ...(known && initial?.state ? { state: initial.state } : {}),
      postalCode: initial?.postalCode ?? '',
      phone: initial?.phone ?? '',
    },
  });
}

/**
 * The delivery address: first and last name, address, apartment (optional), city, state or
 * union territory, 6-digit PIN code and 10-digit mobile number, with the browser's address
 * autofill tokens and a numeric keypad for the two number fields.
 */
export function AddressFields({
  form,
  id,
  onSubmit,
  onInvalid,
  hidden = false,
  children,
}: {
  form: AddressForm;
  id: string;
  onSubmit: (values: ShippingAddress) => void;
  /** Called when the fields refuse the values (the checkout then shows fields it had hidden). */
  onInvalid?: () => void;
  /** Out of sight (a saved address chosen at checkout); its button still submits it. */
  hidden?: boolean;
  children?: ReactNode;
}) {
  const {
    formState: { errors },
  } = form;
  const register = (name: (typeof ADDRESS_FIELDS)[number]) => laterOnSubmit(form.register(name));
  return (
    <form
      id={id}
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className={hidden ? 'hidden' : 'space-y-4'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <input className={controlClass} autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <input className={controlClass} autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField
        label="Address"
        hint="House number, street and area"
        error={errors.address?.message}
      >
        <input className={controlClass} autoComplete="address-line1" {...register('address')} />
      </FormField>
      <FormField
        label={
          <>
            Apartment, suite, landmark{' '}
            <span className="font-normal text-stone-500">(optional)</span>
          </>
        }
        error={errors.apt?.message}
      >
        <input className={controlClass} autoComplete="address-line2" {...register('apt')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" error={errors.city?.message}>
          <input className={controlClass} autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label="State or union territory" error={errors.state?.message}>
          <select
            className={controlClass}
            autoComplete="address-level1"
            defaultValue=""
            {...register('state')}
          >
            <option value="" disabled>
              Choose…
            </option>
            <optgroup label="States">
              {INDIAN_STATES.slice(0, 28).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </optgroup>
            <optgroup label="Union territories">
              {INDIAN_STATES.slice(28).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </optgroup>
          </select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="PIN code" hint="6 digits" error={errors.postalCode?.message}>
          <input
            className={controlClass}
            inputMode="numeric"
            autoComplete="postal-code"
            {...digitsOnly(register('postalCode'), postalDigits)}
          />
        </FormField>
        <FormField
          label="Mobile number"
          hint="10 digits, for the delivery partner"
          error={errors.phone?.message}
        >
          {(control) => (
            <div className="flex">
              <span
                aria-hidden
                className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-50 px-3 text-stone-600"
              >
                +91
              </span>
              <input
                {...control}
                className={`${controlClass} rounded-l-none`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...digitsOnly(register('phone'), mobileDigits)}
              />
            </div>
          )}
        </FormField>
      </div>
      {children}
    </form>
  );
}

/**
 * A numeric field that keeps only what the number can hold: letters and spaces never reach the
 * form (no maxLength, which would cut a pasted '+91 …' before it is cleaned).
 */
function digitsOnly<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(
  field: T,
  clean: (text: string) => string,
): T {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const cleaned = clean(event.target.value);
      if (cleaned !== event.target.value) event.target.value = cleaned;
      return field.onChange(event);
    },
  };
}

/**
 * A field left by pressing the form's own submit button is not checked on that blur: the
 * submit checks every field a moment later. Checked on the blur, its error (two lines on a
 * phone, 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9') rendered between
 * the button's press and release and pushed Place order (below the form on a phone) out from
 * under the pointer, so the release missed it, no click happened and the fields never touched
 * (the State) never showed their errors. Any other blur is checked as before ('onTouched').
 */
function laterOnSubmit<T extends { onBlur: (event: FocusEvent<HTMLElement>) => unknown }>(
  field: T,
): T {
  return {
    ...field,
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      const own = (event.target as HTMLInputElement).form;
      if (next instanceof HTMLButtonElement && next.type === 'submit' && own && next.form === own)
        return undefined;
      return field.onBlur(event);
    },
  };
}
