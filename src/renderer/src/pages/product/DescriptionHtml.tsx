import { Text, type TextProps } from '@mantine/core';
import classes from './DescriptionHtml.module.css';
import { sanitiseDescription } from '@shared/sanitiseDescription';

/** A description written in HTML, as the sanitiser leaves it (./sanitiseDescription.ts). */
export function DescriptionHtml({ description, ...text }: { description: string } & TextProps) {
  return (
    <Text
      component="div"
      {...text}
      className={classes.description}
      dangerouslySetInnerHTML={{ __html: sanitiseDescription(description) }}
    />
  );
}
