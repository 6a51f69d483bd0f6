import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import { PageHeading } from './PageHeading';

interface FormPageProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** While the form is being sent its button spins and cannot be pressed again. */
  submitting: boolean;
  maw?: number;
  children: ReactNode;
}

/** A dashboard page that is one form: heading, fields, and the submit button at the bottom right. */
export function FormPage({ title, onSubmit, submitLabel, submitting, maw, children }: FormPageProps) {
  return (
    <>
      <PageHeading title={title} />
      <Card withBorder radius="md" padding="lg" maw={maw}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </>
  );
}
