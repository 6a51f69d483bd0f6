import type { MouseEvent } from 'react';
import { Box, Button, Container, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';

/** The hero banner: the headline and Shop Now, which scrolls to the tools. */
export function HeroSection({ toolsSectionId }: { toolsSectionId: string }) {
  const scrollToTools = (event: MouseEvent<HTMLAnchorElement>) => {
    const tools = document.getElementById(toolsSectionId);
    if (!tools) return;
    event.preventDefault();
    tools.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Box component="section" aria-labelledby="hero-heading" bg="gray.0" py={{ base: 40, md: 80 }}>
      <Container>
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing={{ base: 'xl', md: 48 }}
          style={{ alignItems: 'center' }}
        >
          <Stack gap="lg" align="flex-start">
            <Text tt="uppercase" fw={700} c="safety.7" lts={1.5} size="sm">
              {landingCopy.heroEyebrow}
            </Text>
            <Title id="hero-heading" order={1} fz={{ base: 34, sm: 44, md: 52 }} lh={1.1}>
              {landingCopy.heroTitle}
            </Title>
            <Text size="lg" c="dark.4" maw={480}>
              {landingCopy.heroText}
            </Text>
            <Button
              component="a"
              href={`#${toolsSectionId}`}
              onClick={scrollToTools}
              size="lg"
              rightSection={<IconArrowDown size={20} />}
            >
              {landing.shopNow}
            </Button>
          </Stack>
          {/* Its size reserves its space before it loads; index.html preloads it with the code. */}
          <Image
            src="/hero.svg"
            alt={landingCopy.heroImageAlt}
            width={1200}
            height={600}
            fetchPriority="high"
            radius="lg"
            w="100%"
            h="auto"
          />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
