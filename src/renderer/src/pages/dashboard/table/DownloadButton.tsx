import type { ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { ToolbarButton } from './TableButtons';

interface DownloadButtonProps {
  /** Saves the file; resolves with whether one was saved (not when the save dialog was cancelled). */
  save: () => Promise<boolean>;
  /** The toast once the file is saved. */
  savedText: string;
  label: string;
  variant?: ButtonProps['variant'];
}

/** Saves a list as a file (a CSV), spinning meanwhile, and says when it is saved or why not. */
export function DownloadButton({ save, savedText, label, variant = 'light' }: DownloadButtonProps) {
  const download = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      if (saved) notifySuccess(savedText);
    },
    onError: notifyError,
  });
  return (
    <ToolbarButton
      icon={IconDownload}
      label={label}
      variant={variant}
      loading={download.isPending}
      onClick={() => download.mutate()}
    />
  );
}
