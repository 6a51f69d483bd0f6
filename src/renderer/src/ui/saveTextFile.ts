/** Hands `blob` to the browser as a download named `filename` (the desktop app saves files in main). */
export function saveBlobFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has read the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Hands `text` to the browser as a download named `filename`. */
export function saveTextFile(text: string, filename: string, type: string): void {
  saveBlobFile(new Blob([text], { type }), filename);
}
