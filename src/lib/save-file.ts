// Hands a file made or fetched in the page to the browser to save, under the name given.

/** Saves `blob` as `fileName` through a link the page clicks for the user. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object before the link's click returns on some engines, after it on
  // others: the URL is freed a minute later rather than at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
