import { Image, SimpleGrid } from '@mantine/core';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';
import { Section } from '../../ui/Section';

/** The logo file of a brand under `resources/public/brands/`: "Forge & Co" → forge-and-co.svg. */
const logoFile = (brand: string) =>
  `/brands/${brand
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')}.svg`;

/** Trusted-by: the brands whose tools and buyers we work with. */
export function TrustedBy() {
  return (
    <Section id="trusted-by" title={landing.trustedBy} tinted>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xl" verticalSpacing="xl">
        {landingCopy.brands.map((brand) => (
          <Image
            key={brand}
            src={logoFile(brand)}
            alt={landing.brandLogoAlt(brand)}
            h={48}
            fit="contain"
            loading="lazy"
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
