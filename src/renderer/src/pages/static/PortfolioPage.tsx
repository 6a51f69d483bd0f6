import { Anchor, Avatar, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMail, IconMapPin, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { portfolio } from '@shared/strings/content/portfolio';
import { usePageTitle } from '../../ui/usePageTitle';

/** `/portfolio`: the shop maker's page with details, skills and project links. */
export function PortfolioPage() {
  usePageTitle(portfolio.name);
  return (
    <Container size="md" py={{ base: 'xl', md: 64 }}>
      <Group align="center" gap="xl" wrap="wrap">
        <Avatar size={120} radius={120} color="safety" name={portfolio.name} alt={portfolio.photoAlt} />
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Title order={1}>{portfolio.name}</Title>
          <Text fw={600} c="safety.7">
            {portfolio.role}
          </Text>
          <Group gap="lg" c="dimmed">
            <Group gap={6}>
              <IconMapPin size={18} />
              <Text size="sm">{portfolio.location}</Text>
            </Group>
            <Group gap={6}>
              <IconMail size={18} />
              <Anchor size="sm" href={`mailto:${portfolio.email}`}>
                {portfolio.email}
              </Anchor>
            </Group>
          </Group>
        </Stack>
      </Group>

      <Text mt="xl" size="lg" lh={1.7}>
        {portfolio.about}
      </Text>

      <Title order={2} size="h3" mt={48} mb="md">
        {portfolio.skillsHeading}
      </Title>
      <Group gap="sm">
        {portfolio.skills.map((skill) => (
          <Badge key={skill} size="lg" variant="light" radius="sm">
            {skill}
          </Badge>
        ))}
      </Group>

      <Title order={2} size="h3" mt={48} mb="md">
        {portfolio.educationHeading}
      </Title>
      <Group gap="sm" wrap="nowrap">
        <IconSchool size={22} />
        <Text>{portfolio.education}</Text>
      </Group>

      <Title order={2} size="h3" mt={48} mb="md">
        {portfolio.projectsHeading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {portfolio.projects.map((project) => (
          <Card key={project.name} component="article" shadow="xs">
            <Title order={3} size="h4">
              {project.name}
            </Title>
            <Text size="sm" c="dimmed" mt="xs" style={{ flex: 1 }}>
              {project.description}
            </Text>
            {project.link.startsWith('/') ? (
              <Anchor component={Link} to={project.link} mt="md" fw={600}>
                {project.linkLabel}
              </Anchor>
            ) : (
              <Anchor href={project.link} target="_blank" rel="noreferrer" mt="md" fw={600}>
                <Group gap={4} component="span">
                  {project.linkLabel}
                  <IconExternalLink size={16} />
                </Group>
              </Anchor>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
