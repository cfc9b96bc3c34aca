/** Saves the bytes as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
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

/** Saves the text as a file through a temporary link (a BOM so spreadsheets read UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
