import { Suspense } from 'react';
import { Text, type TextProps } from '@mantine/core';
import { descriptionText, isHtmlDescription } from '@shared/descriptionText';
import { lazyExport } from '../../ui/lazyExport';

// The sanitiser is a chunk of its own, fetched only for a description written in HTML.
const DescriptionHtml = lazyExport(() => import('./DescriptionHtml'), 'DescriptionHtml');

const KEEP_LINES = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/**
 * A product's whole description: plain text with its line breaks, or HTML (an imported catalogue's)
 * shown sanitised; its words alone while the sanitiser loads.
 */
export function ProductDescription({ description, ...text }: { description: string } & TextProps) {
  if (!isHtmlDescription(description)) {
    return (
      <Text {...text} style={KEEP_LINES}>
        {description}
      </Text>
    );
  }
  return (
    <Suspense
      fallback={
        <Text {...text} style={KEEP_LINES}>
          {descriptionText(description)}
        </Text>
      }
    >
      <DescriptionHtml description={description} {...text} />
    </Suspense>
  );
}
