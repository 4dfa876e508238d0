/**
 * jsdom's Blob and File have no arrayBuffer() (browsers all do, and the apply screen reads picked
 * files with it): the tests give them one through jsdom's own FileReader.
 */
export function giveBlobsArrayBuffer(): void {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
}

/** A blob's bytes, as a Node Buffer. */
export async function blobBytes(blob: Blob): Promise<Buffer> {
  giveBlobsArrayBuffer();
  return Buffer.from(await blob.arrayBuffer());
}
