import { Text, type MantineSize } from '@mantine/core';
import type { Review } from '@shared/entities';

/** Who wrote a review, over the day they wrote it: the landing's reviews and a tool's page. */
export function ReviewByline({ review, dateSize }: { review: Review; dateSize: MantineSize }) {
  return (
    <div>
      <Text fw={700}>{review.name}</Text>
      <Text size={dateSize} c="dimmed">
        {review.date}
      </Text>
    </div>
  );
}
