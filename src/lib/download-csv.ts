/** Saves the text as a file through a temporary link (a BOM so spreadsheets read UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
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
