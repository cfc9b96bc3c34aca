/** Saves a Blob as a file through a temporary link (the browser's download, with this name). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the click's navigation pick the file up before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
