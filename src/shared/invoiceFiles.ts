/** `INV/26-27/000001` saved as `INV-26-27-000001.pdf`: a file name cannot hold a slash. */
export const invoicePdfFilename = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;
