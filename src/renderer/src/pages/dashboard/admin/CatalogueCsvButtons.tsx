import { Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { routes } from '@shared/routes';
import { catalogueCsvText as t } from '@shared/strings/catalogueCsv';
import { DownloadButton } from '../table/DownloadButton';
import { ToolbarButton } from '../table/TableButtons';
import { exportCatalogueCsv } from './exportCatalogueCsv';

/** Manage Products' way to the catalogue's CSV: the import page, and the export as a file. */
export function CatalogueCsvButtons({ showImport = true }: { showImport?: boolean }) {
  return (
    <Group gap="xs">
      {showImport && (
        <ToolbarButton icon={IconUpload} label={t.title} to={routes.importCatalogue} variant="light" />
      )}
      <DownloadButton
        save={exportCatalogueCsv}
        savedText={t.exported}
        variant="default"
        label={t.exportButton}
      />
    </Group>
  );
}
