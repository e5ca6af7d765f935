import { vi } from "vitest";

export interface CapturedDownload {
  fileName: string;
  type: string;
  text: () => Promise<string>;
}

/**
 * Test support: catches the files ExportButtons saves (object URL + a clicked link), which jsdom
 * cannot save itself. Restore with vi.restoreAllMocks() / vi.unstubAllGlobals().
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  vi.stubGlobal(
    "URL",
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${next++}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ fileName: this.download, type: blob.type, text: () => blob.text() });
  });
  return downloads;
}
