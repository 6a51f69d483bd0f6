import { descriptionText } from '@shared/descriptionText';

/** A description written in HTML, as its words: a card shows no markup. */
export function DescriptionWords({ description }: { description: string }) {
  return descriptionText(description);
}
