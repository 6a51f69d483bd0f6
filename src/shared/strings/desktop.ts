/** The staff desktop app's own words (docs/desktop.md): its dialogs, notifications and refusals. */
import { itemCount } from './labels/common';

/** Notifications, dialogs and the files it saves. */
export const desktopText = {
  cannotStart: 'Toolshop cannot start',
  paidOrder: (name: string, units: number) => `Order from ${name}: ${itemCount(units)} — ready to ship`,
  paidOrderOpen: (number: number, summary: string) => `#${number}: ${summary}. Click to open the order.`,
  returnRequested: (name: string) => `Return requested by ${name}`,
  codOrder: (name: string, total: string) =>
    `Cash-on-delivery order from ${name}: ${total} — call to confirm`,
  lowStock: (name: string) => `${name} is running low`,
  lowStockLeft: (stock: number, threshold: number) =>
    `${stock} left (low below ${threshold}). See Low stock to order more.`,
  fileNotWritten: 'The file could not be saved there. Choose another folder and try again.',
  googleSignInRestarted: 'Google sign-in was started again',
  googleSignInCancelled: 'Google sign-in was cancelled',
  googleSignInTimedOut: 'Google sign-in timed out',
  /** Told once, in a dialog, when the sign-in can only be kept obfuscated. */
  weakKeyring: {
    title: 'No system keyring found',
    message: 'Toolshop could not find a keyring (such as GNOME Keyring or KWallet) on this computer.',
    detail:
      'Your sign-in is still saved, but only obfuscated, not protected by a keyring: anyone who can read ' +
      'your files could use it until it expires. Install and unlock a keyring, then restart Toolshop, ' +
      'to protect it. Signing out removes it.',
  },
  /** Told once, in a dialog, when the sign-in cannot be kept at all. */
  noEncryption: {
    title: 'Sign-in is not saved',
    message: 'This computer offers Toolshop no way to encrypt your sign-in.',
    detail: 'Toolshop keeps it in memory only: you will be asked to sign in each time you start the app.',
  },
} as const;

/**
 * The messages of main's answers to the window when it refuses a call or cannot complete it, as the
 * API's are in apiErrors: pages show their own words for a failure, keyed by its status.
 */
export const desktopRefusals = {
  unreachable: 'The shop server cannot be reached',
  invalid: (where: string, problem: string) => `Refused by the desktop app: ${where}${problem}`,
  invalidRequest: 'invalid request',
  notWindowCall: "not a call the window makes (Stripe's webhook and the events stream are not)",
  dotSegment: 'a path parameter cannot be "." or ".."',
  notAVersion: 'not a version',
  pathLeavesApi: 'Refused by the desktop app: path leaves the API',
  bodyNotJson: 'Refused by the desktop app: body is not JSON',
  notThisPackingSlip: 'Refused by the desktop app: the window is not showing this packing slip',
  exportNotCsv: 'The shop server did not answer with CSV',
  exportNotPdf: 'The shop server did not answer with a PDF',
  exportBrokeOff: 'The export broke off before it was complete',
  notADocumentNumber: 'not an invoice or credit note number',
  notPdf: 'The shop server did not answer with a PDF',
  pdfTooLarge: 'The shop server’s PDF is larger than an invoice can be',
  pdfNotWritten: (reason: string) => `The PDF could not be saved on this computer: ${reason}`,
  pdfNotOpened: (reason: string) => `The PDF was saved but could not be opened: ${reason}`,
} as const;
