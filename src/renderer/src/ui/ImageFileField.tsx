/** An image to upload: a file picker for the image types the shop takes and, while it uploads, how far it has got. */
import { FileInput, Progress, Stack, Text, type FileInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { common } from '@shared/strings/labels/common';
import { IMAGE_TYPES } from '../api/client';

export function ImageFileField({
  label,
  required,
  inputProps,
  uploadPercent,
  uploadingText,
  clearLabel,
}: {
  label: string;
  required?: boolean;
  /** The form's props for the field (`form.getInputProps('image')`). */
  inputProps: FileInputProps;
  uploadPercent: number | null;
  uploadingText: (percent: number) => string;
  /** The name of the button that clears the chosen file. */
  clearLabel: string;
}) {
  return (
    <>
      <FileInput
        label={label}
        placeholder={common.chooseImageFile}
        required={required}
        clearable
        clearButtonProps={{ 'aria-label': clearLabel }}
        accept={IMAGE_TYPES}
        leftSection={<IconPhoto size={16} aria-hidden />}
        {...inputProps}
      />
      {uploadPercent !== null && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {uploadingText(uploadPercent)}
          </Text>
          <Progress value={uploadPercent} animated aria-label={uploadingText(uploadPercent)} />
        </Stack>
      )}
    </>
  );
}
