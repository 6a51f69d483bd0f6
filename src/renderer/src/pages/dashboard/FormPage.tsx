import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PageHeading } from './PageHeading';

/** A form sent by one mutation once its values pass the form's rules. */
interface SavedForm<Values> {
  form: UseFormReturnType<Values>;
  /** A mutation (useMutation) of the form's values. */
  save: { mutate: (values: Values) => void; isPending: boolean };
}

/** A form that decides itself what submitting does. */
interface SubmittedForm {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While the form is being sent its button spins and cannot be pressed again. */
  submitting: boolean;
}

type FormPageProps<Values> = {
  title: string;
  submitLabel: string;
  maw?: number;
  children: ReactNode;
} & (SavedForm<Values> | SubmittedForm);

const submission = <Values,>(sending: SavedForm<Values> | SubmittedForm): SubmittedForm =>
  'save' in sending
    ? {
        onSubmit: sending.form.onSubmit((values) => sending.save.mutate(values)),
        submitting: sending.save.isPending,
      }
    : sending;

/** A dashboard page that is one form: heading, fields, and the submit button at the bottom right. */
export function FormPage<Values>({ title, submitLabel, maw, children, ...sending }: FormPageProps<Values>) {
  const { onSubmit, submitting } = submission(sending);
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
