import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCurrencyDollar, IconMessageStar, IconTool, IconUsers } from '@tabler/icons-react';
import { landingCopy } from '@shared/strings/content/landing';
import { landing } from '@shared/strings/labels/storefront';
import { Section } from '../../ui/Section';

const icons = [IconUsers, IconCurrencyDollar, IconMessageStar, IconTool];

/** Business Summary: the spec's four static figures. */
export function BusinessSummary() {
  return (
    <Section id="summary" title={landing.businessSummary} intro={landingCopy.summaryIntro} tinted>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg">
        {landingCopy.summary.map((item, i) => {
          const Icon = icons[i] ?? IconTool;
          return (
            <Paper key={item.label} withBorder radius="md" p="lg" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" mx="auto" mb="sm">
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={800} fz={{ base: 28, md: 36 }} lh={1.1}>
                {item.figure}
              </Text>
              <Text c="dimmed" size="sm" mt={4}>
                {item.label}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
