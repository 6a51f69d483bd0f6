import { useState } from 'react';
import { Alert, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { reviewDate } from '@shared/money';
import { reviewSchema } from '@shared/schemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { toasts } from '@shared/strings/labels/toasts';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { StarRatingInput } from '../../../ui/StarRatingInput';
import { FormPage } from '../FormPage';
import { useAccount } from '../useAccount';

const t = dashboardText.review;
const reviewTextSchema = reviewSchema.pick({ review: true });
const RATING_LABEL_ID = 'review-rating-label';

/** `/dasboard/addreview`: a review text and 1 to 5 stars, shown on the landing page once saved. */
export function AddReviewPage() {
  const { email, name, photo } = useAccount();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [ratingMissing, setRatingMissing] = useState(false);
  const form = useForm({ initialValues: { review: '' }, validate: zod4Resolver(reviewTextSchema) });

  const save = useMutation({
    mutationFn: (review: string) =>
      call('addReview', { body: { email, name, img: photo, review, rating, date: reviewDate() } }),
    onSuccess: async () => {
      notifySuccess(toasts.reviewSaved);
      form.reset();
      setRating(0);
      await queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    },
    onError: notifyError,
  });

  const chooseRating = (value: number) => {
    setRating(value);
    setRatingMissing(false);
  };

  const submit = form.onSubmit(({ review }) => {
    // The rating starts at 0 and a review below 1 star is not sent.
    if (rating < 1) {
      setRatingMissing(true);
      return;
    }
    save.mutate(reviewTextSchema.parse({ review }).review);
  });

  return (
    <FormPage title={t.title} onSubmit={submit} submitLabel={t.save} submitting={save.isPending} maw={720}>
      <Textarea label={t.text} required autosize minRows={4} {...form.getInputProps('review')} />
      <StarRatingInput id={RATING_LABEL_ID} value={rating} onChange={chooseRating} />
      {ratingMissing && (
        <Alert color="red" variant="light">
          {toasts.selectRating}
        </Alert>
      )}
    </FormPage>
  );
}
