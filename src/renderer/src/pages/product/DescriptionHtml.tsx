import { Text, type TextProps } from '@mantine/core';
import { descriptionHtml } from '@shared/descriptionHtml';
import classes from './DescriptionHtml.module.css';

/** A description written in HTML, as the sanitiser leaves it (../../../../shared/descriptionHtml.ts). */
export function DescriptionHtml({ description, ...text }: { description: string } & TextProps) {
  return (
    <Text
      component="div"
      {...text}
      className={classes.description}
      dangerouslySetInnerHTML={{ __html: descriptionHtml(description) }}
    />
  );
}
