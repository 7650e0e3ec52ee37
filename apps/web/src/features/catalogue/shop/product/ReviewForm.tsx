import type { ReviewDto } from '@frameshop/contracts/content/dtos';
import { contentMessages as m } from '@frameshop/contracts/content/messages';
import { type ReviewFormInput, reviewInput } from '@frameshop/contracts/content/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../../components/Button';
import { Field } from '../../../../components/Field';
import { controlClass, FieldError, FormField } from '../../../../components/FormField';
import { httpStatus, serverMessage } from '../../../../lib/errors';
import { showFieldProblems } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/notify';
import { trpc } from '../../../../lib/trpc';

const FIELDS = ['rating', 'title', 'review'] as const;
const STARS = [1, 2, 3, 4, 5] as const;
const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** The server takes 0 to 5; a shopper picks at least one star. */
const schema = reviewInput.refine((v) => v.rating >= 1, {
  path: ['rating'],
  message: 'Choose a rating from 1 to 5 stars',
});

/** Write a review of a frame, or edit one's own. */
export function ReviewForm({
  frameId,
  existing,
  onDone,
}: {
  frameId: number;
  existing: ReviewDto | null;
  onDone: (saved: boolean) => void;
}) {
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReviewFormInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      frameId,
      rating: existing?.rating ?? 0,
      title: existing?.title ?? '',
      review: existing?.review ?? '',
    },
  });
  const errors = form.formState.errors;

  const refresh = async () => {
    await Promise.all([
      utils.content.reviews.listForFrame.invalidate({ frameId }),
      utils.content.reviews.mine.invalidate({ frameId }),
      utils.catalogue.frames.byId.invalidate({ frameId }),
      utils.catalogue.frames.list.invalidate(),
    ]);
  };

  const onError = async (error: unknown) => {
    const status = httpStatus(error);
    if (status === 409) {
      // Written meanwhile (another tab): the page reloads it and offers it for editing.
      setFailure(m.reviewExists);
      await utils.content.reviews.mine.invalidate({ frameId });
      return;
    }
    const shown = showFieldProblems(form.setError, error, FIELDS);
    if (status === 401) setFailure('Your session has ended. Please log in again.');
    else if (status === 404) setFailure('This frame can no longer be reviewed.');
    else if (!shown) setFailure(serverMessage(error) ?? 'Your review could not be saved.');
  };

  const create = trpc.content.reviews.create.useMutation({
    onSuccess: async () => {
      notify.success(m.reviewCreated);
      await refresh();
      onDone(true);
    },
    onError,
  });
  const update = trpc.content.reviews.update.useMutation({
    onSuccess: async () => {
      notify.success(m.reviewUpdated);
      await refresh();
      onDone(true);
    },
    onError,
  });
  const pending = create.isPending || update.isPending;
  const current = existing;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const fields = { rating: values.rating, title: values.title, review: values.review ?? '' };
    if (current) update.mutate({ ratingId: current.ratingId, ...fields });
    else create.mutate({ frameId, ...fields });
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        void submit(e);
      }}
      aria-labelledby="review-form-title"
      className="space-y-4"
    >
      <h3 id="review-form-title" className="font-semibold text-stone-900">
        {current ? 'Edit your review' : 'Write a review'}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />
      <Field
        label="Title"
        maxLength={150}
        autoComplete="off"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <FormField label="Comment (optional)" error={errors.review?.message}>
        <textarea rows={4} maxLength={2000} className={controlClass} {...form.register('review')} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : current ? 'Save changes' : 'Post review'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Star radio group: five radios (arrow keys move between them), shown as stars. */
function StarPicker(props: {
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? props.value;
  return (
    <fieldset aria-describedby={props.error ? 'review-rating-error' : undefined}>
      <legend className="text-sm font-medium text-stone-800">Your rating</legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews the stars */}
      <div className="mt-1 flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {STARS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="relative cursor-pointer rounded p-0.5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-700"
          >
            <input
              type="radio"
              name="review-rating"
              value={n}
              checked={props.value === n}
              onChange={() => props.onChange(n)}
              onBlur={props.onBlur}
              className="sr-only"
            />
            <span
              aria-hidden
              className={`block text-3xl leading-none ${n <= lit ? 'text-amber-500' : 'text-stone-300'}`}
            >
              ★
            </span>
            <span className="sr-only">{`${n} ${n === 1 ? 'star' : 'stars'}, ${STAR_WORDS[n]}`}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-stone-600" aria-hidden>
          {lit ? STAR_WORDS[lit] : ''}
        </span>
      </div>
      <FieldError id="review-rating-error" message={props.error} />
    </fieldset>
  );
}
