import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CatalogueImportReport, UnfetchedImages } from '@shared/catalogueCsv';
import { routes } from '@shared/routes';
import { catalogueCsvText as t } from '@shared/strings/catalogueCsv';
import { importCatalogue } from '../../../api/client';
import { refreshAfterProductChange } from '../../../api/refreshes';
import { notifyError } from '../../../ui/notify';
import { PageHeading } from '../PageHeading';
import { CatalogueCsvButtons } from './CatalogueCsvButtons';

/** What the import reads its own way or leaves out (columns, pictures, prices), each said once. */
function ImportWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t.warningsHeading(warnings.length)}>
      <Title order={4} size="h5">
        {t.warningsHeading(warnings.length)}
      </Title>
      <List size="sm" spacing={4} style={{ overflowWrap: 'anywhere' }}>
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What the page shows of the last answer: a dry run's check, or an import's result. */
function ImportReport({ report }: { report: CatalogueImportReport }) {
  const { products, variants, errors } = report;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {report.applied ? t.resultHeading : t.summaryHeading}
        </Title>
        <Text>{t.productsLine(products.create, products.update)}</Text>
        <Text>{t.variantsLine(variants.create, variants.update)}</Text>
        <ImportWarnings warnings={report.warnings} />
        {errors.length === 0 ? (
          !report.applied && <Text c="teal.9">{t.noErrors}</Text>
        ) : (
          <Stack gap="xs">
            <Title order={4} size="h5" c="red.9">
              {t.errorsHeading(errors.length)}
            </Title>
            <Text size="sm">{t.errorsHelp}</Text>
            <Table.ScrollContainer minWidth={480}>
              <Table striped withTableBorder aria-label={t.errorsHeading(errors.length)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t.rowColumn}</Table.Th>
                    <Table.Th scope="col">{t.columnColumn}</Table.Th>
                    <Table.Th scope="col">{t.messageColumn}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {errors.map((error, i) => (
                    <Table.Tr key={`${error.row}-${error.column}-${i}`}>
                      <Table.Td>{error.row}</Table.Td>
                      <Table.Td>{error.column || t.fileColumnName}</Table.Td>
                      <Table.Td>{error.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A file to check: one just chosen, or the text checked already, checked again with another choice. */
interface CheckRequest {
  source: File | string;
  unfetchedImages: UnfetchedImages;
}

/**
 * `/dasboard/manageproduct/import`: choose a CSV, see what importing it would do and every problem
 * by row and column, fix the file and choose it again, then import it (docs/catalogue-csv.md). When
 * some pictures cannot be downloaded, the admin may import without them instead.
 */
export function CatalogueImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [unfetchedImages, setUnfetchedImages] = useState<UnfetchedImages>('error');
  const [report, setReport] = useState<CatalogueImportReport | null>(null);
  // Emptied after each check, so that choosing the same file again, once fixed, checks it again.
  const resetInput = useRef<() => void>(null);

  const check = useMutation({
    mutationFn: async ({ source, unfetchedImages: choice }: CheckRequest) => {
      const text = typeof source === 'string' ? source : await source.text();
      return { text, report: await importCatalogue(text, { dryRun: true, unfetchedImages: choice }) };
    },
    onMutate: ({ source }) => {
      setReport(null);
      if (typeof source !== 'string') setCsv(null);
    },
    onSuccess: ({ text, report: checked }) => {
      setCsv(text);
      setReport(checked);
    },
    onError: notifyError,
    onSettled: () => resetInput.current?.(),
  });

  const apply = useMutation({
    mutationFn: (text: string) => importCatalogue(text, { dryRun: false, unfetchedImages }),
    onSuccess: async (imported) => {
      setReport(imported);
      if (imported.applied) {
        setCsv(null);
        await refreshAfterProductChange(queryClient);
      }
    },
    onError: notifyError,
  });

  // Each file starts with the rule's default: a picture that cannot be downloaded is a problem.
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setUnfetchedImages('error');
    if (chosen) check.mutate({ source: chosen, unfetchedImages: 'error' });
    else setReport(null);
  };
  const chooseUnfetchedImages = (choice: UnfetchedImages) => {
    setUnfetchedImages(choice);
    if (csv !== null) check.mutate({ source: csv, unfetchedImages: choice });
  };
  const ready = csv !== null && report !== null && !report.applied && report.errors.length === 0;
  // Offered once the check finds pictures it cannot download, and kept while chosen, to be undone.
  const offerWithoutPictures =
    csv !== null &&
    !report?.applied &&
    (unfetchedImages === 'placeholder' || !!report?.errors.some((error) => error.unfetchedImage));

  return (
    <Stack gap="md" maw={960}>
      <PageHeading title={t.title} action={<CatalogueCsvButtons showImport={false} />} />
      <Text>{t.intro}</Text>
      <FileInput
        label={t.fileLabel}
        placeholder={t.filePlaceholder}
        accept=".csv,text/csv"
        value={file}
        onChange={choose}
        resetRef={resetInput}
        leftSection={<IconFileTypeCsv size={18} aria-hidden />}
        disabled={check.isPending || apply.isPending}
      />
      {offerWithoutPictures && (
        <Checkbox
          label={t.withoutUnfetchedImages}
          description={t.withoutUnfetchedImagesHelp}
          checked={unfetchedImages === 'placeholder'}
          onChange={(event) => chooseUnfetchedImages(event.currentTarget.checked ? 'placeholder' : 'error')}
          disabled={check.isPending || apply.isPending}
        />
      )}
      {check.isPending && <Alert color="blue">{t.checking}</Alert>}
      {report && <ImportReport report={report} />}
      <Group>
        {ready && (
          <Button onClick={() => apply.mutate(csv)} loading={apply.isPending}>
            {t.importButton}
          </Button>
        )}
        {report?.applied && (
          <Button component={Link} to={routes.manageProducts} variant="light">
            {t.backToProducts}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
