import { Button, Group } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { routes } from '@shared/routes';
import { catalogueCsvText as t } from '@shared/strings/catalogueCsv';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { exportCatalogueCsv } from './exportCatalogueCsv';

/** Manage Products' way to the catalogue's CSV: the import page, and the export as a file. */
export function CatalogueCsvButtons({ showImport = true }: { showImport?: boolean }) {
  const download = useMutation({
    mutationFn: exportCatalogueCsv,
    onSuccess: (saved) => {
      if (saved) notifySuccess(t.exported);
    },
    onError: notifyError,
  });
  return (
    <Group gap="xs">
      {showImport && (
        <Button
          component={Link}
          to={routes.importCatalogue}
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          {t.title}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t.exportButton}
      </Button>
    </Group>
  );
}
