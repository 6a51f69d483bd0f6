/** One to five stars chosen with the mouse or the arrow keys, under a label: a review's rating. */
import { Box, Input, Rating } from '@mantine/core';
import { dashboardText } from '@shared/strings/labels/dashboard';

const t = dashboardText.review;

export function StarRatingInput({
  id,
  value,
  onChange,
}: {
  /** The label's element id, which the radio group is named by. */
  id: string;
  value: number;
  onChange: (rating: number) => void;
}) {
  return (
    <Input.Wrapper label={t.rating} required labelElement="div" labelProps={{ id }}>
      {/* Mantine's stars take Space and clicks but only light up under the arrow keys: the
          radios' own change events (which arrows fire) set the rating too. */}
      <Box onChange={(event) => onChange(Number((event.target as HTMLInputElement).value))}>
        <Rating
          role="radiogroup"
          aria-labelledby={id}
          getSymbolLabel={t.stars}
          value={value}
          onChange={onChange}
          size="lg"
          count={5}
        />
      </Box>
    </Input.Wrapper>
  );
}
