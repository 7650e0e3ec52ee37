import { contentMessages as m } from '@frameshop/contracts/content/messages';
import {
  CONTACT_MESSAGE_MAX,
  type ContactFormInput,
  contactInput,
} from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { controlClass, FormField } from '../../../../components/FormField';
import { httpStatus, serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { trpc } from '../../../../lib/trpc';

const SHOP_PHONE = '+91 80 4123 5678';
const SHOP_EMAIL = 'hello@frameshop.in';

/** What the shopper may pick; the server stores the text ('' shows as 'General'). */
export const INQUIRY_TYPES = [
  'General',
  'Custom framing',
  'Order support',
  'Bulk or corporate order',
  'Feedback',
] as const;

const FIELDS = ['name', 'email', 'phone', 'inquiryType', 'message', 'website'] as const;

const EMPTY: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  inquiryType: 'General',
  message: '',
  website: '',
};

/** The shop's /Contact page: the shop's lines and a form that sends an inquiry. */
export function ContactPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormInput>({
    resolver: zodResolver(contactInput),
    defaultValues: EMPTY,
  });
  const submit = trpc.content.contacts.submit.useMutation({
    onSuccess: (answer) => {
      setFailure(null);
      setSent(answer.message || m.contactReceived);
      form.reset(EMPTY);
    },
    onError: (error) => {
      const shown = showFieldProblems(form.setError, error, FIELDS);
      const status = httpStatus(error);
      const message = serverMessage(error);
      if (status === 429) setFailure(message ?? m.tooManyContacts);
      else if (status === 400) setFailure(shown ? null : (message ?? 'Please check the form.'));
      else setFailure(message ?? 'Your message could not be sent. Please try again.');
    },
  });
  const errors = form.formState.errors;
  const messageLength = form.watch('message')?.length ?? 0;

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Contact us</h1>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_2fr]">
        <aside className="space-y-4 text-stone-700">
          <p>
            Questions about a frame, a custom size or an order? Write to us and we will reply within
            one working day.
          </p>
          <dl className="space-y-3">
            <div>
              <dt className="text-sm font-medium text-stone-500">Phone</dt>
              <dd>
                <a
                  className="text-amber-800 underline"
                  href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`}
                >
                  {SHOP_PHONE}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-stone-500">E-mail</dt>
              <dd>
                <a className="text-amber-800 underline" href={`mailto:${SHOP_EMAIL}`}>
                  {SHOP_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-stone-500">Hours</dt>
              <dd>Mon–Sat, 10:00–19:00 IST</dd>
            </div>
          </dl>
        </aside>

        {sent ? (
          <div
            role="status"
            className="space-y-4 rounded-xl border border-green-200 bg-green-50 p-6 text-green-900"
          >
            <h2 className="text-xl font-semibold">Message sent</h2>
            <p>{sent}</p>
            <Button variant="secondary" onClick={() => setSent(null)}>
              Send another message
            </Button>
          </div>
        ) : (
          <form
            noValidate
            aria-label="Contact form"
            className="relative space-y-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
            onSubmit={form.handleSubmit((values) => {
              setFailure(null);
              submit.mutate(values);
            })}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Name"
                autoComplete="name"
                maxLength={100}
                error={errors.name?.message}
                {...form.register('name')}
              />
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                maxLength={254}
                error={errors.email?.message}
                {...form.register('email')}
              />
              <Field
                label="Phone (optional)"
                type="tel"
                autoComplete="tel"
                maxLength={30}
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <FormField label="Inquiry type" error={errors.inquiryType?.message}>
                <select className={`${controlClass} shadow-sm`} {...form.register('inquiryType')}>
                  {INQUIRY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <FormField
              label="Message"
              error={errors.message?.message}
              hint={`${messageLength} / ${CONTACT_MESSAGE_MAX} characters`}
            >
              <textarea
                rows={6}
                maxLength={CONTACT_MESSAGE_MAX}
                className={`${controlClass} shadow-sm`}
                {...form.register('message')}
              />
            </FormField>
            {/* The honeypot: off-screen, out of the tab order and hidden from assistive tech. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Website
                <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
              </label>
            </div>
            {failure ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>
              {submit.isPending ? 'Sending...' : 'Send Message'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
