import { useDeferredValue, useState } from 'react';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Review } from '@shared/entities';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';
import { call, currentTransport } from '../../api/client';
import { queryKeys } from '../../api/queryKeys';
import { ReviewByline } from '../../reviews/ReviewByline';
import { QueryState } from '../../ui/QueryState';
import { Section } from '../../ui/Section';

const STARS = [1, 2, 3, 4, 5];

/** A review's stars as one picture with its words (a read-only Rating input would weigh 4 KB more). */
function RatingStars({ rating }: { rating: number }) {
  return (
    <Group gap={2} mt="md" role="img" aria-label={landing.ratingLabel(rating)}>
      {STARS.map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={20} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={20} color="var(--mantine-color-gray-5)" aria-hidden />
        ),
      )}
    </Group>
  );
}

/**
 * The reviewer's photo, or their initials where they gave none. Not Mantine's Avatar: the landing's
 * first load has a byte budget, and the Image and ThemeIcon it already carries draw the same.
 */
function ReviewerPhoto({ review }: { review: Review }) {
  if (review.img) {
    return (
      <Image
        src={currentTransport().assetUrl(review.img)}
        alt={landing.reviewPhotoAlt(review.name)}
        w={52}
        h={52}
        radius="xl"
        style={{ flex: 'none' }}
      />
    );
  }
  const initials = review.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <ThemeIcon
      size={52}
      radius="xl"
      color="safety"
      variant="light"
      role="img"
      aria-label={landing.reviewPhotoAlt(review.name)}
    >
      <Text fw={700}>{initials}</Text>
    </ThemeIcon>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" shadow="xs" h="100%">
      <Group gap="sm" wrap="nowrap">
        <ReviewerPhoto review={review} />
        <ReviewByline review={review} dateSize="xs" />
      </Group>
      <RatingStars rating={review.rating} />
      <Text mt="sm" size="sm" c="dark.5" style={{ whiteSpace: 'pre-line' }}>
        {review.review}
      </Text>
    </Card>
  );
}

/** Reviews a page: two rows of three on a wide screen, three of two, or six of one. */
const REVIEWS_PER_PAGE = 6;

/** One page of the reviews, newest first, with how many there are in all. */
const reviewPage = (page: number) => ({
  queryKey: queryKeys.reviewsPage(page),
  queryFn: () => call('listReviews', { query: { page, pageSize: REVIEWS_PER_PAGE } }),
});

/**
 * Page `page` of the reviews and, up to `pages`, the pages after it. A page leaves out what an
 * earlier one showed: a review written since that page came pushes one onto the next page too
 * (pages count from the newest).
 */
function ReviewPages({
  page,
  pages,
  earlier,
}: {
  page: number;
  pages: number;
  earlier: ReadonlySet<string>;
}) {
  // Rendered in the background, like the tools grid (./ToolsSection.tsx).
  const reviews = useDeferredValue(useQuery(reviewPage(page)));
  const shown = new Set([...earlier, ...(reviews.data?.items ?? []).map((review) => review._id)]);
  return (
    <>
      <QueryState
        query={reviews}
        empty={
          page === 1 ? (
            <Text ta="center" c="dimmed">
              {landing.noReviews}
            </Text>
          ) : undefined
        }
      >
        {({ items }) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {items
              .filter((review) => !earlier.has(review._id))
              .map((review) => (
                <ReviewCard key={review._id} review={review} />
              ))}
          </SimpleGrid>
        )}
      </QueryState>
      {page < pages && <ReviewPages page={page + 1} pages={pages} earlier={shown} />}
    </>
  );
}

/**
 * Customers Review: the newest reviews from `GET /review`, a page at a time, and every older one a
 * click away ("More reviews"), so a shop with thousands of reviews does not send them all to each visitor.
 */
export function ReviewsSection() {
  const [pages, setPages] = useState(1);
  // The newest page's count: reviews written since the first page came are still reached. The last
  // page's count stands while the next loads, so the button (and the keyboard's focus) stays put.
  const total = useQuery({ ...reviewPage(pages), placeholderData: keepPreviousData }).data?.total ?? 0;
  return (
    <Section id="reviews" title={landing.customersReview} intro={landingCopy.reviewsIntro}>
      <Stack gap="lg">
        <ReviewPages page={1} pages={pages} earlier={new Set()} />
        {pages * REVIEWS_PER_PAGE < total && (
          <Group justify="center">
            <Button variant="default" onClick={() => setPages(pages + 1)}>
              {landing.moreReviews}
            </Button>
          </Group>
        )}
      </Stack>
    </Section>
  );
}
