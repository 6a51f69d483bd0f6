import { useSyncExternalStore } from 'react';
import { Box, Container, Group, Image, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube } from '@tabler/icons-react';
import { SHOP_NAME } from '@shared/strings/labels/common';
import { footer } from '@shared/strings/labels/shell';
import { subscribeToNothing } from '../ui/useHydrated';

const socialIcons = [IconBrandFacebook, IconBrandInstagram, IconBrandYoutube];

/**
 * This year. The pre-rendered landing page shows the build's year, so the app takes that page over
 * with the same text, then shows the visitor's year if it differs.
 */
const useCurrentYear = (): number =>
  useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );

/** The shop's name, the copyright line with this year, three social icons (no links). */
export function Footer() {
  const year = useCurrentYear();
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py="xl">
      <Container>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6}>
            <Image src="/logo-inverse.svg" alt={SHOP_NAME} w={146} h={32} />
            <Text size="sm">{footer.tagline}</Text>
          </Stack>
          <Group gap="md" aria-label={footer.socialLabel}>
            {socialIcons.map((Icon, i) => (
              <Icon key={footer.social[i]} size={26} stroke={1.6} role="img" aria-label={footer.social[i]} />
            ))}
          </Group>
        </Group>
        <Text
          size="sm"
          mt="lg"
          pt="md"
          c="gray.5"
          style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}
        >
          {footer.copyright(year)}
        </Text>
      </Container>
    </Box>
  );
}
