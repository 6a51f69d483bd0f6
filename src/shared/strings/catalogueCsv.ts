/** What the catalogue's CSV import answers about a file, and the words of its staff screen (docs/catalogue-csv.md). */
export const catalogueCsvErrors = {
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB: split the catalogue into smaller files and import each`,
  sendAsCsv: 'Send the file as text/csv',
  notCsv: (detail: string) => `The file is not readable as CSV: ${detail}`,
  empty: 'The file has no rows: the first row names the columns, each further row is one variant',
  missingColumn: 'This column is missing from the first row',
  unknownColumn: (name: string) => `"${name}" is not a column of the catalogue's CSV`,
  repeatedColumn: 'This column is named twice in the first row',
  handleRequired: 'Give the product a handle: the rows of one product share it',
  titleRequired: 'This row starts a product: give it a title',
  continuesNothing:
    'This row continues a product not started above: give it a title, or put it under its product',
  handleRepeated: (row: number) =>
    `This handle's product starts on row ${row}: keep a product's rows together`,
  differsFromFirstRow: (row: number) =>
    `Leave this empty on a product's further rows, or give the same value as row ${row}`,
  badStatus: 'Status is active, draft or archived',
  unknownFormat: (shopColumns: readonly string[], wooColumns: readonly string[]) =>
    `The first row names neither a Shopify (or this shop's) product CSV, which has the columns ${shopColumns.join(', ')}, nor a WooCommerce product export, which has ${wooColumns.join(', ')}`,
  publishedInvalid: 'Published is TRUE or FALSE',
  amountCommas:
    'Write the amount with a point for decimals and no comma but those grouping its digits: 1499.50, 1,499.50 or 1,49,999.50',
  priceForNewVariant: 'Give this new variant its price: the file has no price column',
  wooReferenceRequired: 'Give the product a SKU or an ID: a later file finds it by it',
  wooType: 'Type is simple, variable, variation, grouped or external',
  wooParentMissing: (parent: string) =>
    parent ? `Its parent "${parent}" is not a variable product of the file` : 'Give the variation its Parent',
  wooPublished: 'Published is 1 (published), 0 (draft) or -1 (private)',
  wooTooManyAttributes: (max: number) =>
    `A product has at most ${max} options: give at most ${max} attributes`,
  wooNoVariations: 'This variable product has no variations in the file',
  stockBelowZero: (stock: number) =>
    stock === 0
      ? 'Stock cannot be set below zero: count the variant and give what is on the shelf'
      : `Stock cannot be set below zero: leave it at ${stock}, or count the variant and give what is on the shelf`,
  categoryEmptyLevel: 'A category path names each level, e.g. Tools > Power tools > Drills',
  optionNameMissing: 'Name this option before the next one',
  optionNameRepeated: 'Two options of this product have this name',
  optionValueRequired: (name: string) => `Give this variant's ${name}`,
  optionValueUnnamed: 'This option has no name on the product’s first row',
  optionsRepeated: (row: number) => `Row ${row} is a variant of this product with the same options`,
  oneVariantWithoutOptions: 'A product without options has one variant: name its options to sell several',
  tooManyVariants: (max: number) => `A product has at most ${max} variants`,
  textTooLong: (max: number) => `At most ${max} characters`,
  skuRepeated: (row: number) => `Row ${row} has this SKU too: each variant has its own`,
  barcodeRepeated: (row: number) => `Row ${row} has this barcode too: each variant has its own`,
  skuTaken: (name: string) => `This SKU is already ${name}'s`,
  barcodeTaken: (name: string) => `This barcode is already ${name}'s`,
  imageRef: 'Give an image of the shop (/api/images/…) or an http(s) address',
  imageUnknown: 'The shop has no image at this address',
  imageRefused: 'This address is on a private network: the import downloads only from public addresses',
  imageUnreachable: (reason: string | null) =>
    `The image could not be downloaded from this address${reason ? `: ${reason}` : ''}`,
  imageTooLarge: (megabytes: number) => `The image is larger than ${megabytes} MB`,
  imageTooSlow: (seconds: number) => `The image took longer than ${seconds} s to download`,
  imageNotImage: 'The address does not give a JPEG, PNG, WebP or GIF image',
  /** Why an image could not be downloaded, when the failure tells. */
  unreachableStatus: (status: number) => `the server answered ${status}`,
  unreachableHostNotFound: 'its host was not found',
  unreachableRefused: 'the server refused the connection',
  changedMeanwhile: 'The catalogue changed while importing (a SKU or barcode was taken meanwhile): try again',
  stockChangedMeanwhile:
    'Stock kept below zero changed while importing: export the catalogue again, and import that',
  importRunning: 'Another catalogue import is running: wait until it has finished, then import this file',
  /** The note of the movements that give back the stock an import moved, when it is undone. */
  importUndone: 'Catalogue import undone',
} as const;

/** What an import reads its own way or leaves out, each said once in the answer's warnings. */
export const catalogueCsvWarnings = {
  columnsIgnored: (columns: string[]) =>
    `${columns.length === 1 ? 'This column is' : `These ${columns.length} columns are`} not kept by the shop and left out: ${columns.join(', ')}`,
  compareAtPriceIgnored: (rows: number) =>
    `Variant Compare At Price is left out on ${rows === 1 ? '1 row' : `${rows} rows`}: the shop sells at Variant Price`,
  categoryCut: (rows: number[], levels: number) =>
    `A category path has at most ${levels} levels: the first ${levels} kept on ${rows.length === 1 ? 'row' : 'rows'} ${rows.join(', ')}`,
  extraImages: (handles: string[]) =>
    `The shop keeps one picture a product: the first is kept, further ones left out for ${handles.join(', ')}`,
  placeholderImage: (count: number) =>
    `${count === 1 ? '1 new product has' : `${count} new products have`} no picture: shown with the shop's placeholder until one is given`,
  unfetchedImages: (rows: number[]) =>
    `${rows.length === 1 ? '1 picture' : `${rows.length} pictures`} could not be downloaded (${rows.length === 1 ? 'row' : 'rows'} ${rows.join(', ')}): ${rows.length === 1 ? 'that product takes the placeholder picture or keeps its own' : 'those products take the placeholder picture or keep theirs'}; import again with the addresses once they work`,
  wooSkipped: (names: string[]) =>
    `Grouped and external products are not sold by the shop and left out: ${names.join(', ')}`,
  wooSalePrice: (count: number) =>
    `Sale price is the price of ${count === 1 ? '1 variant' : `${count} variants`} that give one: the shop has one price a variant`,
  wooEmptyStock: (count: number) =>
    `Stock is empty (not tracked in WooCommerce) for ${count === 1 ? '1 variant' : `${count} variants`}: imported as 0, count them`,
  wooAnyExpanded: (name: string, row: number, attributes: string[]) =>
    `${name} (row ${row}) takes any ${attributes.join(' and any ')}: imported as one variant each, without its SKU`,
} as const;

/** The staff screen: import a catalogue, see the dry run, import it; export the catalogue. */
export const catalogueCsvText = {
  title: 'Import CSV',
  exportButton: 'Export CSV',
  intro:
    'This shop’s CSV, or a Shopify or WooCommerce product export as it is: one row per variant, the rows of one product sharing its Handle. Choose a file to check it: nothing changes until you import.',
  fileLabel: 'CSV file',
  filePlaceholder: 'Choose a .csv file',
  checking: 'Checking the file…',
  importButton: 'Import',
  importing: 'Importing…',
  summaryHeading: 'What the import will do',
  resultHeading: 'Imported',
  productsLine: (create: number, update: number) => `Products: ${create} new, ${update} updated`,
  variantsLine: (create: number, update: number) => `Variants: ${create} new, ${update} updated`,
  errorsHeading: (count: number) => (count === 1 ? '1 problem to fix' : `${count} problems to fix`),
  errorsHelp: 'Fix these in the file and choose it again: nothing is imported while any row has a problem.',
  noErrors: 'No problems found.',
  withoutUnfetchedImages: 'Import without the pictures that cannot be downloaded',
  withoutUnfetchedImagesHelp:
    'New products take the placeholder picture, existing ones keep theirs; import again once the addresses work.',
  warningsHeading: (count: number) => (count === 1 ? '1 thing to know' : `${count} things to know`),
  rowColumn: 'Row',
  columnColumn: 'Column',
  messageColumn: 'Problem',
  fileColumnName: '(file)',
  exported: 'Catalogue exported',
  backToProducts: 'Back to Manage Products',
} as const;
