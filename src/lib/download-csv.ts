import { saveBlob } from './save-file';

/** Saves the text as a file through a temporary link (a BOM so spreadsheets read UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
