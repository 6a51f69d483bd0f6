import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { blog } from '@shared/strings/content/blog';
import { nav } from '@shared/strings/labels/shell';
import { usePageTitle } from '../../ui/usePageTitle';

/** `/blog`: five front-end questions and answers in an accordion. */
export function BlogPage() {
  usePageTitle(nav.blogs);
  return (
    <Container size="md" py={{ base: 'xl', md: 64 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>{nav.blogs}</Title>
        <Text c="dimmed">{blog.intro}</Text>
      </Stack>
      {/* Item values become element ids (aria-controls), so they must not hold spaces. */}
      <Accordion variant="separated" radius="md" defaultValue="post-0" order={2}>
        {blog.posts.map((post, index) => (
          <Accordion.Item key={post.question} value={`post-${index}`}>
            <Accordion.Control>
              <Text fw={700}>{post.question}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text lh={1.7}>{post.answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
