/**
 * "Review {tool}" on a paid or shipped order's line, for its buyer: stars and a text, sent as a
 * review of that product (the server checks the purchase), shown on the tool's page as a verified
 * buyer's. The spec's Add Review page stays the site-wide review.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderLine } from '@shared/entities';
import { reviewSchema } from '@shared/schemas';
import { dashboardText } from '@shared/strings/labels/dashboard';
import { toasts } from '@shared/strings/labels/toasts';
import { call } from '../../../api/client';
import { queryKeys } from '../../../api/queryKeys';
import { ActionDialog } from '../../../ui/ActionDialog';
import { DialogButton } from '../../../ui/DialogButton';
import { NoteField } from '../../../ui/NoteField';
import { notifySuccess } from '../../../ui/notify';
import { useDialogAction } from '../../../ui/useDialogAction';
import { StarRatingInput } from '../../../ui/StarRatingInput';

const t = dashboardText.review;

export function ReviewToolButton({ line }: { line: OrderLine }) {
  return (
    <DialogButton
      size="compact-sm"
      variant="subtle"
      // A button's label keeps to one line, so a long tool's name would widen the Items table past
      // a phone's screen and push its Total column out of sight; this one wraps instead.
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
      dialog={(close) => <ReviewDialog line={line} onClose={close} />}
    >
      {t.reviewTool(line.name)}
    </DialogButton>
  );
}

function ReviewDialog({ line, onClose }: { line: OrderLine; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const ratingLabelId = `rating-${line.productId}`;
  const save = useDialogAction({
    // The server names the author itself: the spec's body field goes empty.
    mutationFn: () => call('addReview', { body: { productId: line.productId, review, rating, name: null } }),
    onSuccess: async () => {
      notifySuccess(t.saved);
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.productPage(line.productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products }),
      ]);
    },
  });
  const send = () =>
    rating < 1
      ? save.refuse(toasts.selectRating)
      : save.send(reviewSchema.safeParse({ review, rating, productId: line.productId }));
  return (
    <ActionDialog
      title={t.reviewTool(line.name)}
      status={save}
      onClose={onClose}
      action={{ label: t.save, onClick: send }}
    >
      <NoteField label={t.text} value={review} onChange={setReview} minRows={3} maxLength={2000} />
      <StarRatingInput id={ratingLabelId} value={rating} onChange={setRating} />
    </ActionDialog>
  );
}
